import type { NameCandidate, NamingBrief } from '../candidate';
import { capitalize, nounPool, partOf } from '../pool';

/**
 * The words that take "-ly" and still read as a friendly name ("Loafly", "Kidly", "Fernly"),
 * read one by one: after most words it stumbles ("Snoutly", "Chairly", "Matly", "Drawerly",
 * "Chiply", "Sunly"), and no spelling rule told the two apart. ("Ovenly" is a known bakery.)
 */
const TAKES_LY: ReadonlySet<string> = new Set(
  'loaf kid bot fern ember loop wren coin moon bloom brew nest amber nudge'.split(' '),
);

/**
 * A picture word of the trade with a name ending: "Loafly", "Kidly", "Fernly". The whole word
 * stays readable, so the name still says what the business is about.
 */
export function suffixed(brief: NamingBrief): NameCandidate[] {
  return nounPool(brief)
    .filter((n) => TAKES_LY.has(n.word))
    .map((n) => ({
      name: capitalize(`${n.word}ly`),
      strategy: 'suffixed' as const,
      parts: [partOf(n), { text: 'ly', word: 'ly', source: 'sound' as const }],
    }));
}
