import type { NameCandidate, NamingBrief } from '../candidate';
import { MODIFIERS } from '../data/images';
import { capitalize, nounPool, partOf, qualityParts } from '../pool';

/**
 * Two-word names a founder can picture: a quality of the trade before one of its picture words
 * ("Golden Crumb", "Gentle Pearl"), a material or colour that sets a mood before one
 * ("Copper Kettle", "Velvet Paw"), or two picture words of the trade in the old shop-sign form
 * ("Crumb & Hearth", "Ledger & Ink"). Only the trade's own picture words are used: the founder's
 * abstract keywords made "Velvet Wedding" and "Paper Vintage".
 */
export function metaphors(brief: NamingBrief): NameCandidate[] {
  const out: NameCandidate[] = [];
  const nouns = nounPool(brief).filter((n) => n.source === 'business' || brief.nouns.length < 4);
  for (const n of nouns) {
    const noun = partOf(n);
    for (const q of qualityParts(brief))
      out.push({
        name: `${capitalize(q.text)} ${capitalize(n.word)}`,
        strategy: 'metaphor',
        parts: [q, noun],
      });
    for (const m of MODIFIERS) {
      if (m.word === n.word) continue;
      out.push({
        name: `${capitalize(m.word)} ${capitalize(n.word)}`,
        strategy: 'metaphor',
        parts: [{ text: m.word, word: m.word, source: 'image', meaning: m.evokes }, noun],
      });
    }
    if (brief.style === 'Modern & Tech') continue;
    for (const other of nouns) {
      if (other === n || other.word.length > 7 || n.word.length > 7) continue;
      out.push({
        name: `${capitalize(n.word)} & ${capitalize(other.word)}`,
        strategy: 'metaphor',
        parts: [noun, partOf(other)],
      });
    }
  }
  return out;
}
