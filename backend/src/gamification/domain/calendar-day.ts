/**
 * Calendar days in a user's time zone, for streaks and once-a-day rules. Pure: the instant always
 * comes in. (The ideas context has the same Intl-based helpers in ideas/domain/new-york-date.ts;
 * contexts do not import each other's domain, so the few lines are repeated here.)
 */

export const DEFAULT_TIME_ZONE = 'America/New_York';
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | undefined {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  try {
    const formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter); // only valid zones are cached, so bad input cannot grow the map
    return formatter;
  } catch {
    return undefined; // unknown zone
  }
}

/** True for an IANA zone this runtime knows ('America/New_York', 'Asia/Tokyo', 'UTC'). */
export function isValidTimeZone(timeZone: string | undefined): timeZone is string {
  return typeof timeZone === 'string' && timeZone.length > 0 && formatterFor(timeZone) !== undefined;
}

/** The zone to use: the given one when valid, otherwise America/New_York. */
export function effectiveTimeZone(timeZone: string | undefined): string {
  return isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

/** The calendar date 'YYYY-MM-DD' of an instant in a zone (an unknown zone counts as New York). */
export function localDate(instant: string | Date, timeZone?: string): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid instant: ${String(instant)}`);
  const formatter = formatterFor(effectiveTimeZone(timeZone));
  const parts: Record<string, string> = {};
  for (const part of formatter?.formatToParts(date) ?? []) parts[part.type] = part.value;
  return `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`;
}

function dayIndex(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** Whole days from `from` to `to` (1 when `to` is the next day). */
export function daysBetween(from: string, to: string): number {
  return dayIndex(to) - dayIndex(from);
}

export function addDays(date: string, days: number): string {
  return new Date((dayIndex(date) + days) * DAY_MS).toISOString().slice(0, 10);
}
