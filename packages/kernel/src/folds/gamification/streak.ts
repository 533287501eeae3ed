import { daysBetween } from '../../calendar';

/** Index of `day` in the ascending list, or where it would go (binary search). */
function position(days: readonly string[], day: string): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((days[middle] ?? '') < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Inserts a day into an ascending list of unique days, in place. Returns false when present. */
export function insertDay(days: string[], day: string): boolean {
  const at = position(days, day);
  if (days[at] === day) return false;
  days.splice(at, 0, day);
  return true;
}

/** Length of the run of consecutive days that contains days[index]. */
export function runContaining(days: readonly string[], index: number): number {
  const anchor = days[index];
  if (anchor === undefined) return 0;
  let start = index;
  while (start > 0 && daysBetween(days[start - 1] ?? '', days[start] ?? '') === 1) start -= 1;
  let end = index;
  while (end < days.length - 1 && daysBetween(days[end] ?? '', days[end + 1] ?? '') === 1) end += 1;
  return end - start + 1;
}

/** The run of consecutive active days ending at the last active day. */
export function runAtEnd(days: readonly string[]): number {
  return runContaining(days, days.length - 1);
}

/** The longest run in the list. */
export function longestRun(days: readonly string[]): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < days.length; i += 1) {
    run = i > 0 && daysBetween(days[i - 1] ?? '', days[i] ?? '') === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

/**
 * The streak shown today: the run ending at the last active day while that day is today or
 * yesterday (or later, when the user's zone is ahead of the one `today` was computed in);
 * 0 once a whole day has been missed.
 */
export function currentStreakOn(lastActiveDay: string | null, runAtLastDay: number, today: string): number {
  if (lastActiveDay === null) return 0;
  return daysBetween(lastActiveDay, today) <= 1 ? runAtLastDay : 0;
}
