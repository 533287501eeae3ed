import type { NameCandidate, NamingBrief } from '../candidate';
import { IMAGES, MODIFIERS, PAIR_WORDS } from '../data/images';
import { capitalize, partOf, type PoolWord } from '../pool';

/**
 * Metaphors in two words: a material or image that sets a mood in front of a word of the business
 * ("Copper Whisk", "Velvet Paw"), or a business word paired with an animal or plant in the old
 * shop-sign form ("Crumb & Lark").
 */
export function metaphors(brief: NamingBrief, pool: readonly PoolWord[]): NameCandidate[] {
  const out: NameCandidate[] = [];
  const pairs = IMAGES.filter((i) => PAIR_WORDS.has(i.word));
  // A metaphor pictures the trade itself: WordNet's looser neighbours make pairings like "Velvet Second".
  for (const p of pool.filter((w) => w.source !== 'related')) {
    for (const m of MODIFIERS) {
      if (m.word === p.word) continue;
      out.push({
        name: `${capitalize(m.word)} ${capitalize(p.word)}`,
        strategy: 'metaphor',
        parts: [{ text: m.word, word: m.word, source: 'image', meaning: m.evokes }, partOf(p)],
      });
    }
    // The shop-sign form needs a thing to picture: a word of the trade, never an adjective.
    if (brief.style === 'Modern & Tech' || p.source !== 'business') continue;
    for (const i of pairs) {
      out.push({
        name: `${capitalize(p.word)} & ${capitalize(i.word)}`,
        strategy: 'metaphor',
        parts: [partOf(p), { text: i.word, word: i.word, source: 'image', meaning: i.evokes }],
      });
    }
  }
  return out;
}
