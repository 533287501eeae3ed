/**
 * Calendar dates ('YYYY-MM-DD') for the daily idea. The product features one idea per day in New
 * York time (spec part 1 section 1), so "today" is the date in America/New_York of an instant.
 * Pure: the instant always comes in as a parameter. Date arithmetic is done on UTC midnights,
 * where every day has 24 hours, so DST never shifts a date.
 */

export const NEW_YORK = 'America/New_York';
const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function toInstant(instant: Date | string | number): Date {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid instant: ${String(instant)}`);
  return date;
}

/** Wall-clock parts of an instant in a zone. Throws RangeError for an unknown zone. */
function wallClock(
  date: Date,
  timeZone: string,
): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    y: parts.year ?? 0,
    m: parts.month ?? 0,
    d: parts.day ?? 0,
    h: parts.hour ?? 0,
    min: parts.minute ?? 0,
    s: parts.second ?? 0,
  };
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** The calendar date of an instant in an IANA time zone. */
export function dateInTimeZone(instant: Date | string | number, timeZone: string): string {
  const { y, m, d } = wallClock(toInstant(instant), timeZone);
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** The calendar date of an instant in New York (EST/EDT). */
export function newYorkDate(instant: Date | string | number): string {
  return dateInTimeZone(instant, NEW_YORK);
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Days since 1970-01-01 of a calendar date. Throws RangeError for a malformed date. */
export function dayNumber(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The date `days` days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be a whole number: ${days}`);
  return fromDayNumber(dayNumber(date) + days);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** ISO day of the week: 1 Monday .. 7 Sunday. */
export function isoWeekday(date: string): number {
  const weekday = new Date(dayNumber(date) * DAY_MS).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The Monday that starts the week of `date`. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** The 7 dates Monday..Sunday of the week that contains `date`. */
export function mondayStartWeek(date: string): string[] {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** Offset in ms of a zone from UTC at an instant (EDT: -4 h). */
function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const { y, m, d, h, min, s } = wallClock(new Date(instantMs), timeZone);
  const wallAsUtc = Date.UTC(y, m - 1, d, h, min, s);
  return wallAsUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The instant (ISO, UTC) at which `date` begins in a time zone. */
export function startOfDayInTimeZone(date: string, timeZone: string): string {
  const midnightAsUtc = dayNumber(date) * DAY_MS;
  let guess = midnightAsUtc - zoneOffsetMs(midnightAsUtc, timeZone);
  // A second pass settles the case where the offset differs between the guess and midnight.
  guess = midnightAsUtc - zoneOffsetMs(guess, timeZone);
  return new Date(guess).toISOString();
}

/** The instant at which `date` begins in New York. */
export function startOfNewYorkDay(date: string): string {
  return startOfDayInTimeZone(date, NEW_YORK);
}
