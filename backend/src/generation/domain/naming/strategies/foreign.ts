import type { NameCandidate, NamingBrief } from '../candidate';
import { capitalize } from '../pool';

/**
 * A word of another language that names something of the trade, as it is written there:
 * "Forno" (Italian, oven) for a bakery, "Kairos" (Greek, the right moment) for a consultancy.
 */
export function foreignWords(brief: NamingBrief): NameCandidate[] {
  return brief.foreign.map((f) => ({
    name: capitalize(f.word),
    strategy: 'foreign' as const,
    parts: [
      { text: f.word, word: f.word, source: 'root' as const, meaning: f.meaning, language: f.language },
    ],
  }));
}
