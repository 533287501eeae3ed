import type { NameCandidate, NamingBrief } from '../candidate';
import { capitalize, nounPool, partOf } from '../pool';

/**
 * The words that take "-ly" and still read as a friendly name ("Ovenly", "Loafly", "Kidly",
 * "Fernly"), read one by one: after most words it stumbles ("Snoutly", "Chairly", "Matly",
 * "Drawerly", "Chiply"), and no spelling rule told the two apart.
 */
const TAKES_LY: ReadonlySet<string> = new Set(
  'loaf oven kid bot sun fern ember loop wren coin moon bloom brew nest amber'.split(' '),
);

/**
 * A picture word of the trade with a name ending: "Loafly", "Ovenly", "Botly". The whole word
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
