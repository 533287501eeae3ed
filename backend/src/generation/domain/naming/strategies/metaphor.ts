import type { NameCandidate, NamingBrief } from '../candidate';
import { pairsWith } from '../data/pairings';
import { capitalize, nounPool, partOf, qualityParts } from '../pool';

/**
 * Two-word names a founder can picture: a quality of the trade before one of its picture words
 * ("Golden Crumb", "Gentle Pearl"), or two picture words of the trade in the old shop-sign form
 * ("Crumb & Hearth", "Ledger & Ink"). Colours and materials picked for any trade made "Juniper
 * Chair", "Maple Bath" and "Cobalt Crown": a trade's own qualities include the few that suit it
 * ("amber" and "honey" for coffee). Only the trade's own picture words are used: the founder's
 * abstract keywords made "Velvet Wedding" and "Paper Vintage".
 */
export function metaphors(brief: NamingBrief): NameCandidate[] {
  const out: NameCandidate[] = [];
  const nouns = nounPool(brief).filter((n) => n.source === 'business' || brief.nouns.length < 4);
  for (const n of nouns) {
    const noun = partOf(n);
    for (const q of qualityParts(brief, n.word))
      out.push({
        name: `${capitalize(q.text)} ${capitalize(n.word)}`,
        strategy: 'metaphor',
        parts: [q, noun],
      });
    // The shop-sign form is old-fashioned for a tech brand unless the name must be long.
    if (brief.style === 'Modern & Tech' && brief.length !== 'long') continue;
    for (const other of nouns) {
      if (other === n || other.word.length > 7 || n.word.length > 7 || !pairsWith(n.word, other.word))
        continue;
      out.push({
        name: `${capitalize(n.word)} & ${capitalize(other.word)}`,
        strategy: 'metaphor',
        parts: [noun, partOf(other)],
      });
    }
  }
  return out;
}
