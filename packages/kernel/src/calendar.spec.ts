import {
  addDays,
  dateInTimeZone,
  dateInTimeZoneByFormatting,
  dayNumber,
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

describe("localDate (the viewer's zone, New York when unknown)", () => {
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

describe('cached local dates (the offset per zone and UTC hour) against Intl', () => {
  const zones = [
    'America/New_York',
    'Asia/Tokyo',
    'Europe/Dublin',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Pacific/Chatham',
    'America/St_Johns',
    'Pacific/Apia',
    'Africa/Casablanca',
    'Asia/Kolkata',
    'Antarctica/Troll',
    'UTC',
  ];

  it('gives the same date every 20 minutes around DST changes and the Apia date-line jump', () => {
    const windows = [
      Date.UTC(2024, 2, 10, 0), // New York spring forward
      Date.UTC(2024, 10, 3, 0), // New York fall back
      Date.UTC(2024, 3, 6, 12), // Lord Howe half-hour change
      Date.UTC(2024, 8, 28, 12), // Chatham
      Date.UTC(2011, 11, 29, 6), // Apia skips 2011-12-30
      Date.UTC(2024, 2, 31, 0), // Europe
    ];
    for (const zone of zones)
      for (const start of windows)
        for (let ms = start; ms < start + 30 * 3_600_000; ms += 60_000 + 17)
          expect([zone, ms, dateInTimeZone(ms, zone)]).toEqual([
            zone,
            ms,
            dateInTimeZoneByFormatting(ms, zone),
          ]);
  });

  it('gives the same date at random instants from 1890 to 2100, given in every form', () => {
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const from = Date.UTC(1890, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    const differing: string[] = [];
    for (let i = 0; i < 10_000; i += 1) {
      const zone = zones[i % zones.length]!;
      const ms = Math.floor(from + next() * (to - from));
      const expected = dateInTimeZoneByFormatting(ms, zone);
      const answers = [
        dateInTimeZone(ms, zone),
        dateInTimeZone(new Date(ms).toISOString(), zone),
        dateInTimeZone(new Date(ms), zone),
      ];
      if (answers.some((answer) => answer !== expected)) differing.push(`${zone} ${ms}`);
    }
    expect(differing).toEqual([]);
  });

  it('still refuses unknown zones and invalid instants', () => {
    expect(() => dateInTimeZone(Date.UTC(2025, 0, 1), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => dateInTimeZone(Number.NaN, 'UTC')).toThrow(RangeError);
    expect(() => dateInTimeZone('yesterday', 'UTC')).toThrow(RangeError);
  });

  it('numbers days as Date.parse does, and refuses what is not a calendar date', () => {
    const byParse = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
    for (const date of [
      '1970-01-01',
      '1969-12-31',
      '2024-02-29',
      '2000-02-29',
      '1000-01-01',
      '9999-12-31',
      '0999-12-31',
    ])
      expect(dayNumber(date)).toBe(byParse(date));
    for (const date of [
      '2025-02-29',
      '1900-02-29',
      '2025-04-31',
      '2025-13-01',
      '2025-00-10',
      '2025-01-00',
      '2025-1-05',
      '2025-01-5a',
      ' 2025-01-05',
      '0050-01-01',
      '',
    ])
      expect(() => dayNumber(date)).toThrow(RangeError);
  });
});
