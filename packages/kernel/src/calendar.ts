/**
 * Calendar dates ('YYYY-MM-DD') and wall-clock time in IANA time zones, the one place for them.
 * The product's day and month are New York's (the daily idea, usage months, admin "today"),
 * streaks use the viewer's zone with New York as the fallback. Pure: the instant always comes in
 * as a parameter. Date arithmetic is done on UTC midnights, where every day has 24 hours, so DST
 * never shifts a date.
 */

import { NEW_YORK } from './product-time-zone';

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export type Instant = Date | string | number;

/** Wall-clock parts of an instant in a zone. */
export interface WallClock {
  y: number;
  m: number;
  d: number;
  h: number;
  min: number;
  s: number;
}

/** Only valid zones are cached (Intl throws for others), so bad input cannot grow the map. */
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

/** True for an IANA zone this runtime knows ('America/New_York', 'Asia/Tokyo', 'UTC'). */
export function isValidTimeZone(timeZone: string | undefined): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone.length === 0) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone to use: the given one when valid, otherwise New York. */
export function effectiveTimeZone(timeZone: string | undefined): string {
  return isValidTimeZone(timeZone) ? timeZone : NEW_YORK;
}

/** A Date of an instant. Throws RangeError when it is not a valid instant. */
export function toInstant(instant: Instant): Date {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid instant: ${String(instant)}`);
  return date;
}

/** Wall-clock parts of an instant in a zone. Throws RangeError for an unknown zone. */
export function wallClock(instant: Instant, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(toInstant(instant))) {
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

/** The calendar date of an instant in an IANA time zone, through Intl (the reference; slow). */
function dateByFormatting(instant: Instant, timeZone: string): string {
  const { y, m, d } = wallClock(instant, timeZone);
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/*
 * Fast local dates. Formatting an instant with Intl costs microseconds, and a projection rebuild
 * asks for the local date of every event. A zone's offset from UTC changes only at its transitions
 * (DST, law changes), at whole seconds, never twice within an hour; so the offset is cached per
 * zone and UTC hour, read with Intl at the hour's first and last second. When the two agree the
 * offset holds for the whole hour and the local date is plain arithmetic on the instant plus the
 * offset; an hour with a transition inside (the two disagree) keeps using Intl. Only instants from
 * 1900 to 9999 take this path (Intl's calendar is Julian before 1582 and years are padded to 4).
 */
const HOUR_MS = 3_600_000;
const FAST_FROM_MS = Date.UTC(1900, 0, 1);
const FAST_TO_MS = Date.UTC(9999, 0, 1);
/** Hours cached per zone before that zone's cache starts over (bounds memory, ~1.5 MB a zone). */
const MAX_HOURS_PER_ZONE = 50_000;
/** Per valid zone: UTC hour number -> offset in ms for the whole hour, or NaN (a transition inside). */
const hourOffsets = new Map<string, Map<number, number>>();
/** Day number -> 'YYYY-MM-DD', for the days seen (bounded like the hours). */
const dayStrings = new Map<number, string>();
const MAX_DAY_STRINGS = 50_000;

function offsetForHour(hour: number, timeZone: string): number {
  let offsets = hourOffsets.get(timeZone);
  if (!offsets) {
    formatterFor(timeZone); // throws RangeError for an unknown zone, before anything is cached
    offsets = new Map();
    hourOffsets.set(timeZone, offsets);
  }
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR_MS;
    const first = zoneOffsetMs(start, timeZone);
    const last = zoneOffsetMs(start + HOUR_MS - 1000, timeZone);
    offset = first === last ? first : Number.NaN;
    if (offsets.size >= MAX_HOURS_PER_ZONE) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

function dayString(day: number): string {
  let text = dayStrings.get(day);
  if (text === undefined) {
    text = fromDayNumber(day);
    if (dayStrings.size >= MAX_DAY_STRINGS) dayStrings.clear();
    dayStrings.set(day, text);
  }
  return text;
}

/** The calendar date of an instant in an IANA time zone. Throws RangeError for an unknown zone. */
export function dateInTimeZone(instant: Instant, timeZone: string): string {
  const ms = typeof instant === 'number' ? instant : toInstant(instant).getTime();
  if (ms >= FAST_FROM_MS && ms < FAST_TO_MS) {
    const offset = offsetForHour(Math.floor(ms / HOUR_MS), timeZone);
    if (!Number.isNaN(offset)) return dayString(Math.floor((ms + offset) / DAY_MS));
  }
  return dateByFormatting(instant, timeZone);
}

/** dateInTimeZone always through Intl: the reference the cached path is tested against. */
export const dateInTimeZoneByFormatting = dateByFormatting;

/** The calendar date of an instant in New York (EST/EDT). */
export function newYorkDate(instant: Instant): string {
  return dateInTimeZone(instant, NEW_YORK);
}

/** The calendar date of an instant in the user's zone; a missing or unknown zone counts as New York. */
export function localDate(instant: Instant, timeZone?: string): string {
  return dateInTimeZone(instant, effectiveTimeZone(timeZone));
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const DIGIT_0 = 48;
/** The number of 'YYYY-MM-DD' (year 1000 or later, valid day), or NaN for anything else. */
function fastDayNumber(date: string): number {
  if (date.length !== 10 || date.charCodeAt(4) !== 45 || date.charCodeAt(7) !== 45) return Number.NaN;
  let y = 0;
  let m = 0;
  let d = 0;
  for (let i = 0; i < 10; i += 1) {
    if (i === 4 || i === 7) continue;
    const digit = date.charCodeAt(i) - DIGIT_0;
    if (digit < 0 || digit > 9) return Number.NaN;
    if (i < 4) y = y * 10 + digit;
    else if (i < 7) m = m * 10 + digit;
    else d = d * 10 + digit;
  }
  if (y < 1000 || m < 1 || m > 12 || d < 1) return Number.NaN;
  const ms = Date.UTC(y, m - 1, d);
  // A day past the month's end rolls over into the next month.
  if (d > 28 && new Date(ms).getUTCDate() !== d) return Number.NaN;
  return ms / DAY_MS;
}

/** Days since 1970-01-01 of a calendar date. Throws RangeError for a malformed date. */
export function dayNumber(date: string): number {
  const fast = fastDayNumber(date);
  if (!Number.isNaN(fast)) return fast;
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
  const { y, m, d, h, min, s } = wallClock(instantMs, timeZone);
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
