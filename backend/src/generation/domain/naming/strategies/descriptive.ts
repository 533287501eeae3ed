import type { NameCandidate, NamingBrief } from '../candidate';
import { IMAGES } from '../data/images';
import { capitalize } from '../pool';

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

/** Endings of English place names ("Ashbridge", "Elmfield"), the only ones a firm's name takes. */
const PLACE_TAILS: ReadonlySet<string> = new Set([
  'bridge',
  'gate',
  'field',
  'brook',
  'stone',
  'well',
  'ridge',
]);

/**
 * Nouns too general to follow a place name: "Fairfield Clinic", "Ashwell Clinic" and "Westgate
 * Clinic" could be any clinic (rejected on three seeds), "Oakfield Smiles" and "Oakgate Dental" say
 * which one.
 */
const GENERIC_CLOSINGS: ReadonlySet<string> = new Set([
  'clinic',
  'care',
  'health',
  'company',
  'works',
  'studio',
]);

/**
 * Descriptive names for Professional & Corporate: a place-name compound followed by a plain noun
 * saying what the firm does ("Ashbridge Dental", "Elmfield Advisory"), the way established firms
 * are named. (Trade words with a place ending made "Pearlgate Dental" and "Coatgate".)
 */
export function descriptiveNames(brief: NamingBrief): NameCandidate[] {
  const tails = IMAGES.filter((i) => PLACE_TAILS.has(i.word));
  const out: NameCandidate[] = [];
  for (const descriptor of brief.descriptors.filter((d) => !GENERIC_CLOSINGS.has(d.toLowerCase()))) {
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
    }
  }
  return out;
}
