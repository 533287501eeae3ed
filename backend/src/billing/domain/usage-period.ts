import { InvalidPeriodKey } from './errors';

/**
 * The usage month that monthly limits count against: 'YYYY-MM' of the calendar month in
 * America/New_York, the zone the product already shows its featured date in (landing page).
 * Every user shares it, so a limit resets at the same instant for everyone: midnight on the 1st
 * in New York (05:00 UTC in winter, 04:00 UTC in summer). DECISIONS.md "Usage month".
 */
export const USAGE_TIME_ZONE = 'America/New_York';

export type PeriodKey = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localTime(instant: Date, timeZone: string): LocalTime {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Milliseconds the zone is ahead of UTC at that instant (New York: -5 h or -4 h). */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const t = localTime(instant, timeZone);
  const asUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

function key(year: number, month: number): PeriodKey {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The usage month an instant falls in. */
export function periodKey(instant: Date, timeZone: string = USAGE_TIME_ZONE): PeriodKey {
  if (Number.isNaN(instant.getTime())) throw new InvalidPeriodKey(String(instant));
  const t = localTime(instant, timeZone);
  return key(t.year, t.month);
}

export function parsePeriodKey(value: string): { year: number; month: number } {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (m === null) throw new InvalidPeriodKey(value);
  return { year: Number(m[1]), month: Number(m[2]) };
}

export function nextPeriod(period: PeriodKey): PeriodKey {
  const { year, month } = parsePeriodKey(period);
  return month === 12 ? key(year + 1, 1) : key(year, month + 1);
}

export function previousPeriod(period: PeriodKey): PeriodKey {
  const { year, month } = parsePeriodKey(period);
  return month === 1 ? key(year - 1, 12) : key(year, month - 1);
}

/** The first instant of the period: midnight on the 1st in the zone, as a UTC Date. */
export function periodStart(period: PeriodKey, timeZone: string = USAGE_TIME_ZONE): Date {
  const { year, month } = parsePeriodKey(period);
  const wall = Date.UTC(year, month - 1, 1);
  const first = wall - zoneOffsetMs(new Date(wall), timeZone);
  const second = wall - zoneOffsetMs(new Date(first), timeZone);
  return new Date(second);
}

/** The first instant after the period (exclusive end), when its counters reset. */
export function periodEnd(period: PeriodKey, timeZone: string = USAGE_TIME_ZONE): Date {
  return periodStart(nextPeriod(period), timeZone);
}
