import type { NameCandidate, NamePart } from '../candidate';
import { CLASSICAL_ROOTS, type ClassicalRoot } from '../data/classical-roots';
import { capitalize, type PoolWord } from '../pool';

const partFor = (root: ClassicalRoot, text: string): NamePart => ({
  text,
  word: root.root,
  source: 'root',
  meaning: root.meaning,
  language: root.language,
});

/** Joins two root forms, dropping a doubled vowel at the seam ("cani" + "amica" -> "Canamica"). */
function joinForms(a: string, b: string): string {
  if (/[aeiou]$/.test(a) && /^[aeiou]/.test(b)) return a.slice(0, -1) + b;
  if (/[^aeiou]$/.test(a) && /^[^aeiou]/.test(b)) return '';
  return a + b;
}

/**
 * Quality roots only where a founder reads them at a glance: "neo", "clari", "vita" open a name
 * ("Neadent", "Claridenta"), "lux", "nova", "vita" close one ("Numalux"). Elsewhere they made
 * names like "Fortinea", "Caniveri", "Floralti" or "Corastro".
 */
const OPENING_FORMS: ReadonlySet<string> = new Set(['neo', 'nea', 'clari', 'vita']);
const CLOSING_FORMS: ReadonlySet<string> = new Set(['lux', 'nova', 'vita']);
/** Subject roots whose forms do not read as their meaning inside a name. */
const OPAQUE_SUBJECTS: ReadonlySet<string> = new Set(['oikos', 'kinesis', 'cor', 'struere', 'iter']);

/**
 * Latin and Greek roots with their meanings: a root for what the business is about ("dens",
 * tooth) with a root for a quality ("clarus", bright): "Claradent", "Dentavita". Roots that match
 * none of the business's words are not used as the subject.
 */
export function classicalNames(pool: readonly PoolWord[]): NameCandidate[] {
  const words = new Set(pool.map((p) => p.word));
  const subjects = CLASSICAL_ROOTS.filter(
    (r) => !OPAQUE_SUBJECTS.has(r.root) && r.about.some((w) => words.has(w)),
  );
  const qualities = CLASSICAL_ROOTS.filter((r) => r.about.length === 0);
  const out: NameCandidate[] = [];
  for (const s of subjects) {
    for (const q of qualities) {
      for (const sf of s.forms) {
        for (const qf of q.forms) {
          const orders = [
            ...(CLOSING_FORMS.has(qf) ? [[sf, qf, [partFor(s, sf), partFor(q, qf)]] as const] : []),
            ...(OPENING_FORMS.has(qf) ? [[qf, sf, [partFor(q, qf), partFor(s, sf)]] as const] : []),
          ];
          for (const [a, b, parts] of orders) {
            const joined = joinForms(a, b);
            if (joined) out.push({ name: capitalize(joined), strategy: 'classical', parts: [...parts] });
          }
        }
      }
    }
  }
  return out;
}
