import { wordsOf } from './filters';

const key = (name: string): string => wordsOf(name).join('');

/** The longest run of letters two names share ("Crumbwell" and "Crumbnest" share "crumb"). */
export function sharedStemLength(a: string, b: string): number {
  const x = key(a);
  const y = key(b);
  let best = 0;
  const row = new Array<number>(y.length + 1).fill(0);
  for (let i = 1; i <= x.length; i += 1) {
    let previousDiagonal = 0;
    for (let j = 1; j <= y.length; j += 1) {
      const saved = row[j] ?? 0;
      row[j] = x[i - 1] === y[j - 1] ? previousDiagonal + 1 : 0;
      best = Math.max(best, row[j] ?? 0);
      previousDiagonal = saved;
    }
  }
  return best;
}

/** Two names are too alike for one batch when they share a stem of more than four letters. */
export const MAX_SHARED_STEM = 4;

export function tooAlike(a: string, b: string): boolean {
  const runs = new Set(fiveLetterRuns(a));
  return fiveLetterRuns(b).some((r) => runs.has(r));
}

/** Every run of five letters in a name: two names are too alike when they share one. */
function fiveLetterRuns(name: string): string[] {
  const k = key(name);
  const out: string[] = [];
  for (let i = 0; i + MAX_SHARED_STEM + 1 <= k.length; i += 1) out.push(k.slice(i, i + MAX_SHARED_STEM + 1));
  return out;
}

/** The stems of a growing batch, checked in time linear in a name's length. */
export class StemIndex {
  private readonly runs = new Set<string>();

  clashes(name: string): boolean {
    return fiveLetterRuns(name).some((r) => this.runs.has(r));
  }

  add(name: string): void {
    for (const r of fiveLetterRuns(name)) this.runs.add(r);
  }
}
