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
 * Latin and Greek roots with their meanings: a root for what the business is about ("dens",
 * tooth) with a root for a quality ("clarus", bright): "Claradent", "Dentavita". Roots that match
 * none of the business's words are not used as the subject.
 */
export function classicalNames(pool: readonly PoolWord[]): NameCandidate[] {
  const words = new Set(pool.map((p) => p.word));
  const subjects = CLASSICAL_ROOTS.filter((r) => r.about.some((w) => words.has(w)));
  const qualities = CLASSICAL_ROOTS.filter((r) => r.about.length === 0);
  const out: NameCandidate[] = [];
  for (const s of subjects) {
    for (const q of qualities) {
      for (const sf of s.forms) {
        for (const qf of q.forms) {
          for (const [a, b, parts] of [
            [sf, qf, [partFor(s, sf), partFor(q, qf)]],
            [qf, sf, [partFor(q, qf), partFor(s, sf)]],
          ] as const) {
            const joined = joinForms(a, b);
            if (joined) out.push({ name: capitalize(joined), strategy: 'classical', parts: [...parts] });
          }
        }
      }
    }
  }
  return out;
}
