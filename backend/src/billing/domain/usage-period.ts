import { NEW_YORK, startOfDayInTimeZone, wallClock } from '@bb/kernel';
import { InvalidPeriodKey } from './errors';

/**
 * The usage month that monthly limits count against: 'YYYY-MM' of the calendar month in
 * America/New_York, the zone the product already shows its featured date in (landing page).
 * Every user shares it, so a limit resets at the same instant for everyone: midnight on the 1st
 * in New York (05:00 UTC in winter, 04:00 UTC in summer). DECISIONS.md "Usage month".
 */
export const USAGE_TIME_ZONE = NEW_YORK;

export type PeriodKey = string;

function key(year: number, month: number): PeriodKey {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The usage month an instant falls in. */
export function periodKey(instant: Date, timeZone: string = USAGE_TIME_ZONE): PeriodKey {
  if (Number.isNaN(instant.getTime())) throw new InvalidPeriodKey(String(instant));
  const { y, m } = wallClock(instant, timeZone);
  return key(y, m);
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
  parsePeriodKey(period);
  return new Date(startOfDayInTimeZone(`${period}-01`, timeZone));
}

/** The first instant after the period (exclusive end), when its counters reset. */
export function periodEnd(period: PeriodKey, timeZone: string = USAGE_TIME_ZONE): Date {
  return periodStart(nextPeriod(period), timeZone);
}
