import type { NameCandidate, NamingBrief } from '../candidate';
import { IMAGES } from '../data/images';
import { capitalize, partOf, type PoolWord } from '../pool';

/** Place-name halves that make a firm sound established ("Ash" + "ridge"). */
const PLACE_HEADS = [
  'ash',
  'elm',
  'oak',
  'birch',
  'stone',
  'north',
  'west',
  'king',
  'bright',
  'silver',
  'river',
  'fair',
];

/**
 * Descriptive names for Professional & Corporate: a distinctive first word (a place-name compound
 * or a compound of the business's own word) followed by a plain noun saying what the firm does
 * ("Ashridge Dental", "Ledgerfield Advisory").
 */
export function descriptiveNames(brief: NamingBrief, pool: readonly PoolWord[]): NameCandidate[] {
  const tails = IMAGES.filter((i) => i.position === 'tail' && i.styles.includes('Professional & Corporate'));
  const out: NameCandidate[] = [];
  for (const descriptor of brief.descriptors) {
    const noun = { text: descriptor.toLowerCase(), word: descriptor.toLowerCase(), source: 'noun' as const };
    for (const t of tails) {
      const tail = { text: t.word, word: t.word, source: 'image' as const, meaning: t.evokes };
      for (const head of PLACE_HEADS) {
        if (head.endsWith(t.word.charAt(0))) continue;
        out.push({
          name: `${capitalize(head + t.word)} ${capitalize(descriptor)}`,
          strategy: 'descriptive',
          parts: [{ text: head, word: head, source: 'image' }, tail, noun],
        });
      }
      for (const p of pool.slice(0, 8)) {
        if (p.word === noun.word || p.word.endsWith(t.word.charAt(0))) continue;
        out.push({
          name: `${capitalize(p.word + t.word)} ${capitalize(descriptor)}`,
          strategy: 'descriptive',
          parts: [partOf(p), tail, noun],
        });
      }
    }
  }
  return out;
}
