import { wordsOf } from './filters';

/**
 * A name without its closing descriptor: the plain word of the trade a long name ends with
 * ("Oakfield Dental" is "Oakfield"). The descriptor says what the business is, not what the name
 * is made of, so "Oakfield Dental" and "Westridge Dental" do not share a stem. Generic endings
 * ("Group", "Labs") are not descriptors and still count: "Apex Group" / "Axis Group" is a clash.
 */
export function withoutDescriptor(name: string, descriptors: readonly string[]): string {
  const lower = name.toLowerCase();
  const closing = descriptors.find((d) => lower.endsWith(` ${d.toLowerCase()}`));
  return closing ? name.slice(0, name.length - closing.length - 1) : name;
}

const key = (name: string, descriptors: readonly string[] = []): string =>
  wordsOf(withoutDescriptor(name, descriptors)).join('');

/**
 * The longest run of letters two names share ("Crumbwell" and "Crumbnest" share "crumb"), leaving
 * out a closing descriptor of the trade when `descriptors` are given.
 */
export function sharedStemLength(a: string, b: string, descriptors: readonly string[] = []): number {
  const x = key(a, descriptors);
  const y = key(b, descriptors);
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
function fiveLetterRuns(name: string, descriptors: readonly string[] = []): string[] {
  const k = key(name, descriptors);
  const out: string[] = [];
  for (let i = 0; i + MAX_SHARED_STEM + 1 <= k.length; i += 1) out.push(k.slice(i, i + MAX_SHARED_STEM + 1));
  return out;
}

/**
 * The stems of a growing batch, checked in time linear in a name's length. A closing descriptor of
 * the trade (`descriptors`) is not part of a name's stem.
 */
export class StemIndex {
  private readonly runs = new Set<string>();

  constructor(private readonly descriptors: readonly string[] = []) {}

  clashes(name: string): boolean {
    return fiveLetterRuns(name, this.descriptors).some((r) => this.runs.has(r));
  }

  add(name: string): void {
    for (const r of fiveLetterRuns(name, this.descriptors)) this.runs.add(r);
  }
}
