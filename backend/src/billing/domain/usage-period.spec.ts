import { InvalidPeriodKey } from './errors';
import {
  nextPeriod,
  parsePeriodKey,
  periodEnd,
  periodKey,
  periodStart,
  previousPeriod,
  USAGE_TIME_ZONE,
} from './usage-period';

describe('usage period (America/New_York calendar month)', () => {
  it('uses New York time', () => {
    expect(USAGE_TIME_ZONE).toBe('America/New_York');
  });

  it('rolls over at midnight New York time in winter (UTC-5)', () => {
    // given the last second of February in New York, when asked for its period, then February
    expect(periodKey(new Date('2026-03-01T04:59:59.999Z'))).toBe('2026-02');
    expect(periodKey(new Date('2026-03-01T05:00:00.000Z'))).toBe('2026-03');
  });

  it('rolls over at midnight New York time in summer (UTC-4)', () => {
    expect(periodKey(new Date('2026-08-01T03:59:59.999Z'))).toBe('2026-07');
    expect(periodKey(new Date('2026-08-01T04:00:00.000Z'))).toBe('2026-08');
  });

  it('a UTC date already in the next month still counts for the New York month', () => {
    expect(periodKey(new Date('2026-04-01T02:00:00Z'))).toBe('2026-03');
  });

  it('rolls over the year', () => {
    expect(periodKey(new Date('2027-01-01T04:59:59Z'))).toBe('2026-12');
    expect(periodKey(new Date('2027-01-01T05:00:00Z'))).toBe('2027-01');
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(previousPeriod('2027-01')).toBe('2026-12');
  });

  it('accepts another zone when asked', () => {
    expect(periodKey(new Date('2026-03-01T04:59:59Z'), 'UTC')).toBe('2026-03');
  });

  it('gives the instants a period starts and ends (reset time), across DST', () => {
    expect(periodStart('2026-03').toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(periodEnd('2026-03').toISOString()).toBe('2026-04-01T04:00:00.000Z');
    expect(periodStart('2026-11').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(periodEnd('2026-11').toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(periodKey(periodStart('2026-11'))).toBe('2026-11');
    expect(periodKey(new Date(periodStart('2026-11').getTime() - 1))).toBe('2026-10');
  });

  it('rejects what is not a period', () => {
    expect(() => parsePeriodKey('2026-13')).toThrow(InvalidPeriodKey);
    expect(() => parsePeriodKey('2026-3')).toThrow(InvalidPeriodKey);
    expect(() => periodKey(new Date('nope'))).toThrow(InvalidPeriodKey);
  });
});
