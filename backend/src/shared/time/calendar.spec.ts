import {
  addDays,
  dateInTimeZone,
  daysBetween,
  effectiveTimeZone,
  isValidTimeZone,
  localDate,
  isCalendarDate,
  isoWeekday,
  mondayOf,
  mondayStartWeek,
  newYorkDate,
  startOfDayInTimeZone,
  startOfNewYorkDay,
} from './calendar';

describe('newYorkDate', () => {
  it('is still the previous day in New York shortly after midnight UTC (winter, UTC-5)', () => {
    expect(newYorkDate('2025-01-15T00:30:00Z')).toBe('2025-01-14');
    expect(newYorkDate('2025-01-15T04:59:59Z')).toBe('2025-01-14');
    expect(newYorkDate('2025-01-15T05:00:00Z')).toBe('2025-01-15');
  });

  it('switches at 04:00 UTC in summer (UTC-4)', () => {
    expect(newYorkDate('2025-07-04T03:59:59Z')).toBe('2025-07-03');
    expect(newYorkDate('2025-07-04T04:00:00Z')).toBe('2025-07-04');
  });

  it('handles the spring-forward day (2024-03-10, 02:00 EST becomes 03:00 EDT)', () => {
    expect(newYorkDate('2024-03-10T04:59:59Z')).toBe('2024-03-09');
    expect(newYorkDate('2024-03-10T05:00:00Z')).toBe('2024-03-10');
    expect(newYorkDate('2024-03-10T07:30:00Z')).toBe('2024-03-10'); // 03:30 EDT
    // The day after DST starts, the day begins at 04:00 UTC.
    expect(newYorkDate('2024-03-11T03:59:59Z')).toBe('2024-03-10');
    expect(newYorkDate('2024-03-11T04:00:00Z')).toBe('2024-03-11');
  });

  it('handles the fall-back day (2024-11-03, 02:00 EDT becomes 01:00 EST)', () => {
    expect(newYorkDate('2024-11-03T03:59:59Z')).toBe('2024-11-02');
    expect(newYorkDate('2024-11-03T04:00:00Z')).toBe('2024-11-03');
    expect(newYorkDate('2024-11-03T05:30:00Z')).toBe('2024-11-03'); // 01:30 EDT
    expect(newYorkDate('2024-11-03T06:30:00Z')).toBe('2024-11-03'); // 01:30 EST, the repeated hour
    expect(newYorkDate('2024-11-04T04:59:59Z')).toBe('2024-11-03');
    expect(newYorkDate('2024-11-04T05:00:00Z')).toBe('2024-11-04');
  });

  it('accepts Date objects and epoch milliseconds and rejects garbage', () => {
    expect(newYorkDate(new Date('2025-12-31T23:00:00Z'))).toBe('2025-12-31');
    expect(newYorkDate(Date.parse('2026-01-01T05:00:00Z'))).toBe('2026-01-01');
    expect(() => newYorkDate('not a date')).toThrow(RangeError);
  });

  it('works for any IANA zone', () => {
    expect(dateInTimeZone('2025-01-15T16:00:00Z', 'Asia/Tokyo')).toBe('2025-01-16');
    expect(dateInTimeZone('2025-01-15T16:00:00Z', 'Pacific/Honolulu')).toBe('2025-01-15');
    expect(() => dateInTimeZone('2025-01-15T16:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('start of a day', () => {
  it('is 05:00 UTC in winter and 04:00 UTC in summer for New York', () => {
    expect(startOfNewYorkDay('2025-01-15')).toBe('2025-01-15T05:00:00.000Z');
    expect(startOfNewYorkDay('2025-07-04')).toBe('2025-07-04T04:00:00.000Z');
  });

  it('is right on both DST change days', () => {
    expect(startOfNewYorkDay('2024-03-10')).toBe('2024-03-10T05:00:00.000Z');
    expect(startOfNewYorkDay('2024-03-11')).toBe('2024-03-11T04:00:00.000Z');
    expect(startOfNewYorkDay('2024-11-03')).toBe('2024-11-03T04:00:00.000Z');
    expect(startOfNewYorkDay('2024-11-04')).toBe('2024-11-04T05:00:00.000Z');
  });

  it('round-trips with dateInTimeZone for other zones', () => {
    expect(startOfDayInTimeZone('2025-06-01', 'Asia/Tokyo')).toBe('2025-05-31T15:00:00.000Z');
    expect(startOfDayInTimeZone('2025-06-01', 'UTC')).toBe('2025-06-01T00:00:00.000Z');
  });
});

describe('calendar arithmetic', () => {
  it('validates calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-1-05')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
  });

  it('adds days across month, year and DST boundaries', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-03-09', 2)).toBe('2024-03-11');
    expect(addDays('2024-11-02', 2)).toBe('2024-11-04');
    expect(addDays('2025-01-10', 0)).toBe('2025-01-10');
    expect(() => addDays('2025-01-10', 0.5)).toThrow(RangeError);
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
  });

  it('counts days between dates', () => {
    expect(daysBetween('2025-01-01', '2025-01-08')).toBe(7);
    expect(daysBetween('2025-01-08', '2025-01-01')).toBe(-7);
    expect(daysBetween('2024-03-09', '2024-03-11')).toBe(2);
  });

  it('starts weeks on Monday', () => {
    expect(isoWeekday('2025-01-13')).toBe(1); // Monday
    expect(isoWeekday('2025-01-19')).toBe(7); // Sunday
    expect(mondayOf('2025-01-19')).toBe('2025-01-13');
    expect(mondayOf('2025-01-13')).toBe('2025-01-13');
    expect(mondayStartWeek('2025-01-01')).toEqual([
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
      '2025-01-05',
    ]);
  });
});

describe('localDate (the viewer\'s zone, New York when unknown)', () => {
  it('uses a known zone and falls back to New York for a missing or unknown one', () => {
    expect(localDate('2025-01-15T03:00:00Z', 'Asia/Tokyo')).toBe('2025-01-15');
    expect(localDate('2025-01-15T03:00:00Z', 'UTC')).toBe('2025-01-15');
    expect(localDate('2025-01-15T03:00:00Z')).toBe('2025-01-14');
    expect(localDate('2025-01-15T03:00:00Z', 'Mars/Olympus')).toBe('2025-01-14');
    expect(localDate(new Date('2025-07-04T04:00:00Z'), '')).toBe('2025-07-04');
  });

  it('knows which zones are valid', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Not/A_Zone')).toBe(false);
    expect(isValidTimeZone(undefined)).toBe(false);
    expect(effectiveTimeZone('Not/A_Zone')).toBe('America/New_York');
  });

  it('refuses an invalid instant', () => {
    expect(() => localDate('not a date')).toThrow(RangeError);
  });
});
