import { streakTierFor, type GamificationStats } from '@bb/backend/contracts';
import {
  hasNoProjectActivity,
  levelMedal,
  levelProgress,
  nextStreakMilestone,
  relativeTime,
  streakLooks,
} from './progress';

describe('level progress', () => {
  it('is the share of the way from this level to the next', () => {
    expect(levelProgress(0, { pointsRequired: 0 }, { pointsRequired: 100 })).toEqual({
      percent: 0,
      pointsIntoLevel: 0,
      pointsForLevel: 100,
      pointsToNext: 100,
      atTopLevel: false,
    });
    expect(levelProgress(175, { pointsRequired: 100 }, { pointsRequired: 300 })).toMatchObject({
      percent: 37, // 75 of 200, floored: the bar never shows more than was earned
      pointsIntoLevel: 75,
      pointsForLevel: 200,
      pointsToNext: 125,
    });
    expect(levelProgress(299, { pointsRequired: 100 }, { pointsRequired: 300 }).percent).toBe(99);
  });

  it('is full at the top level, with nothing left to earn', () => {
    expect(levelProgress(9000, { pointsRequired: 7500 }, null)).toEqual({
      percent: 100,
      pointsIntoLevel: 1500,
      pointsForLevel: 0,
      pointsToNext: 0,
      atTopLevel: true,
    });
  });

  it('stays within 0-100 whatever the numbers', () => {
    expect(levelProgress(-5, { pointsRequired: 0 }, { pointsRequired: 100 }).percent).toBe(0);
    expect(levelProgress(500, { pointsRequired: 100 }, { pointsRequired: 300 })).toMatchObject({
      percent: 100,
      pointsToNext: 0,
    });
    expect(levelProgress(5, { pointsRequired: 5 }, { pointsRequired: 5 }).percent).toBe(0);
  });
});

describe('streak tiers', () => {
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
  ])('%i days is %s', (days, tier) => {
    expect(streakTierFor(days)).toBe(tier);
    expect(streakLooks[streakTierFor(days)].tier).toBe(tier);
  });

  it('names the next threshold and the days left to it', () => {
    expect(nextStreakMilestone(0)).toEqual({ days: 3, remaining: 3 });
    expect(nextStreakMilestone(3)).toEqual({ days: 7, remaining: 4 });
    expect(nextStreakMilestone(13)).toEqual({ days: 14, remaining: 1 });
    expect(nextStreakMilestone(29)).toEqual({ days: 30, remaining: 1 });
    expect(nextStreakMilestone(30)).toBeNull();
  });
});

describe('level medals', () => {
  it.each([
    [1, 'starter'],
    [2, 'starter'],
    [3, 'bronze'],
    [5, 'silver'],
    [7, 'gold'],
    [9, 'platinum'],
    [10, 'diamond'],
  ])('level %i has the %s card', (level, medal) => {
    expect(levelMedal(level)).toBe(medal);
  });
});

describe('empty state', () => {
  const base: GamificationStats = {
    progress: {
      totalPoints: 0,
      level: 1,
      currentStreak: 0,
      longestStreak: 0,
      projectsCompleted: 0,
      stepsCompleted: 0,
    },
    achievements: [],
    totalAchievements: 2,
    currentLevel: { title: 'Aspiring Entrepreneur', pointsRequired: 0, perks: [] },
    nextLevel: { title: 'Idea Explorer', pointsRequired: 100 },
    recentActivities: [],
    allAchievements: [
      {
        id: 'first-project',
        name: 'First Steps',
        description: 'Start your first project.',
        icon: 'rocket',
        category: 'milestone',
        points: 25,
        unlocked: false,
        unlockedAt: null,
      },
    ],
  };
  const login = { id: 'e1', activityType: 'login' as const, date: '2026-03-01T10:00:00.000Z', points: 5 };

  it('shows for no activity, and for sign-ins only', () => {
    expect(hasNoProjectActivity(base)).toBe(true);
    expect(
      hasNoProjectActivity({
        ...base,
        progress: { ...base.progress, totalPoints: 5 },
        recentActivities: [login],
      }),
    ).toBe(true);
  });

  it('goes once a project is started', () => {
    const started = {
      ...base,
      recentActivities: [{ ...login, id: 'e2', activityType: 'project_start' as const }],
    };
    expect(hasNoProjectActivity(started)).toBe(false);
    const unlocked = {
      ...base,
      recentActivities: [login],
      allAchievements: base.allAchievements.map((a) => ({ ...a, unlocked: true })),
    };
    expect(hasNoProjectActivity(unlocked)).toBe(false);
    expect(hasNoProjectActivity({ ...base, progress: { ...base.progress, stepsCompleted: 1 } })).toBe(false);
  });
});

describe('relative time', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  it.each([
    ['2026-03-10T11:59:30.000Z', 'just now'],
    ['2026-03-10T11:55:00.000Z', '5 minutes ago'],
    ['2026-03-10T09:00:00.000Z', '3 hours ago'],
    ['2026-03-09T12:00:00.000Z', 'yesterday'],
    ['2026-02-24T12:00:00.000Z', '2 weeks ago'],
  ])('%s is %s', (iso, text) => {
    expect(relativeTime(iso, now)).toBe(text);
  });
});
