import { streakTierFor } from '@bb/kernel';
import { toStatsResponse } from './gamification-stats';
import {
  currentStreakOn,
  foldGamification,
  initialGamificationState,
  insertDay,
  longestRun,
  runAtEnd,
} from '@bb/kernel/folds';
import { activityFactory } from './test-activities';

const act = activityFactory();
const stats = (activities: Parameters<typeof foldGamification>[1], now: string, timeZone?: string) =>
  toStatsResponse(foldGamification(initialGamificationState, activities), {
    now,
    ...(timeZone ? { timeZone } : {}),
  }).progress;

describe('streaks', () => {
  it('counts consecutive days with any activity', () => {
    const progress = stats(
      [
        act('login', '2025-01-10T15:00:00Z'),
        act('idea_view', '2025-01-11T15:00:00Z', { ideaId: 'i1' }),
        act('export', '2025-01-12T15:00:00Z'),
      ],
      '2025-01-12T20:00:00Z',
    );
    expect(progress.currentStreak).toBe(3);
    expect(progress.longestStreak).toBe(3);
  });

  it('treats 23:30 and 00:30 New York time as consecutive days', () => {
    const lateEvening = '2025-01-11T04:30:00Z'; // 23:30 on Jan 10 in New York, 13:30 on Jan 11 in Tokyo
    const afterMidnight = '2025-01-11T05:30:00Z'; // 00:30 on Jan 11 in New York, 14:30 on Jan 11 in Tokyo
    const newYork = foldGamification(initialGamificationState, [
      act('login', lateEvening),
      act('login', afterMidnight),
    ]);
    expect(newYork.activeDays).toEqual(['2025-01-10', '2025-01-11']);
    expect(newYork.counts.login).toBe(2); // two different days: the login scores twice
    expect(toStatsResponse(newYork, { now: afterMidnight }).progress.currentStreak).toBe(2);

    const tokyo = foldGamification(initialGamificationState, [
      act('login', lateEvening, { timeZone: 'Asia/Tokyo' }),
      act('login', afterMidnight, { timeZone: 'Asia/Tokyo' }),
    ]);
    expect(tokyo.activeDays).toEqual(['2025-01-11']);
    expect(tokyo.counts.login).toBe(1); // the same Tokyo day: scored once
    expect(
      toStatsResponse(tokyo, { now: afterMidnight, timeZone: 'Asia/Tokyo' }).progress.currentStreak,
    ).toBe(1);
  });

  it('keeps the streak through yesterday and resets it once a whole day is missed', () => {
    const activities = [act('login', '2025-01-10T15:00:00Z'), act('login', '2025-01-11T15:00:00Z')];
    expect(stats(activities, '2025-01-12T23:59:00-05:00').currentStreak).toBe(2); // still Jan 12 in NY
    expect(stats(activities, '2025-01-13T05:00:00Z').currentStreak).toBe(0); // Jan 13 in NY
    expect(stats(activities, '2025-01-13T05:00:00Z').longestStreak).toBe(2);
  });

  it('decides what today is in the viewer time zone', () => {
    const activities = [act('login', '2025-01-10T15:00:00Z')]; // Jan 10 in New York
    const now = '2025-01-11T16:00:00Z'; // Jan 11 in New York, Jan 12 (01:00) in Tokyo
    expect(stats(activities, now).currentStreak).toBe(1);
    expect(stats(activities, now, 'Asia/Tokyo').currentStreak).toBe(0);
  });

  it('keeps the longest streak after a break and starts the current one again', () => {
    const progress = stats(
      [
        ...['01', '02', '03', '04'].map((d) => act('login', `2025-03-${d}T15:00:00Z`)),
        ...['07', '08'].map((d) => act('login', `2025-03-${d}T15:00:00Z`)),
      ],
      '2025-03-08T18:00:00Z',
    );
    expect(progress).toMatchObject({ currentStreak: 2, longestStreak: 4 });
  });

  it('joins two runs when a late activity fills the gap between them', () => {
    const state = foldGamification(initialGamificationState, [
      ...['01', '02', '04', '05', '06'].map((d) => act('login', `2025-03-${d}T15:00:00Z`)),
      act('export', '2025-03-03T15:00:00Z'),
    ]);
    expect(state.longestStreak).toBe(6);
    expect(state.runAtLastDay).toBe(6);
  });

  it('crosses month, year and DST boundaries', () => {
    const days = ['2024-12-30', '2024-12-31', '2025-01-01'];
    expect(
      stats(
        days.map((d) => act('login', `${d}T17:00:00Z`)),
        '2025-01-01T18:00:00Z',
      ).currentStreak,
    ).toBe(3);
    const dst = ['2024-03-09', '2024-03-10', '2024-03-11'].map((d) => act('login', `${d}T12:00:00Z`));
    expect(stats(dst, '2024-03-11T13:00:00Z').currentStreak).toBe(3);
  });
});

describe('streak helpers', () => {
  it('insert days in order, once', () => {
    const days: string[] = [];
    expect(insertDay(days, '2025-01-03')).toBe(true);
    expect(insertDay(days, '2025-01-01')).toBe(true);
    expect(insertDay(days, '2025-01-02')).toBe(true);
    expect(insertDay(days, '2025-01-02')).toBe(false);
    expect(days).toEqual(['2025-01-01', '2025-01-02', '2025-01-03']);
    expect(runAtEnd(days)).toBe(3);
    expect(longestRun(['2025-01-01', '2025-01-03', '2025-01-04'])).toBe(2);
    expect(runAtEnd([])).toBe(0);
  });

  it('say the current streak is 0 with no activity', () => {
    expect(currentStreakOn(null, 0, '2025-01-01')).toBe(0);
    expect(currentStreakOn('2025-01-02', 4, '2025-01-01')).toBe(4); // user zone ahead of the viewer's
  });

  it.each([
    [0, 'none'],
    [2, 'none'],
    [3, 'warm'],
    [6, 'warm'],
    [7, 'hot'],
    [13, 'hot'],
    [14, 'blazing'],
    [29, 'blazing'],
    [30, 'legendary'],
    [365, 'legendary'],
  ])('give a %i-day streak the %s colour tier', (days, tier) => {
    expect(streakTierFor(days)).toBe(tier);
  });
});
