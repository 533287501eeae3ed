import { gamificationStatsSchema } from '../../contracts/gamification';
import { achievementDefinitions, foldGamification, initialGamificationState, levels } from '@bb/kernel/folds';
import { toStatsResponse } from './gamification-stats';
import { activityFactory } from './test-activities';

describe('toStatsResponse', () => {
  const act = activityFactory();

  it('shows a new user at level 1 with everything locked', () => {
    const stats = toStatsResponse(initialGamificationState, { now: '2025-01-01T12:00:00Z' });
    expect(gamificationStatsSchema.parse(stats)).toEqual(stats);
    expect(stats).toMatchObject({
      progress: {
        totalPoints: 0,
        level: 1,
        currentStreak: 0,
        longestStreak: 0,
        projectsCompleted: 0,
        stepsCompleted: 0,
      },
      achievements: [],
      totalAchievements: achievementDefinitions.length,
      currentLevel: { title: 'Aspiring Entrepreneur', pointsRequired: 0 },
      nextLevel: { title: 'Idea Explorer', pointsRequired: 100 },
      recentActivities: [],
    });
    expect(stats.allAchievements).toHaveLength(achievementDefinitions.length);
    expect(stats.allAchievements.every((a) => !a.unlocked && a.unlockedAt === null)).toBe(true);
  });

  it('levels up as points come in', () => {
    const state = foldGamification(initialGamificationState, [
      act('login', '2025-01-10T14:00:00Z'),
      act('project_start', '2025-01-10T14:01:00Z', { projectId: 'p1' }),
      act('step_complete', '2025-01-10T14:02:00Z', { projectId: 'p1', step: 1 }),
      act('step_complete', '2025-01-10T14:03:00Z', { projectId: 'p1', step: 2 }),
    ]);
    // 10 + 25 + 20 + 20 + 25 (First Steps) = 100: exactly level 2.
    const stats = toStatsResponse(state, { now: '2025-01-10T15:00:00Z' });
    expect(stats.progress).toMatchObject({ totalPoints: 100, level: 2, stepsCompleted: 2, currentStreak: 1 });
    expect(stats.currentLevel.title).toBe('Idea Explorer');
    expect(stats.nextLevel).toEqual({ title: 'Business Planner', pointsRequired: 300 });
    expect(stats.achievements.map((a) => a.id)).toEqual(['first-project']);
    expect(stats.allAchievements.find((a) => a.id === 'first-project')).toMatchObject({
      unlocked: true,
      unlockedAt: '2025-01-10T14:01:00.000Z',
    });
    expect(stats.recentActivities.map((a) => a.activityType)).toEqual([
      'step_complete',
      'step_complete',
      'project_start',
      'login',
    ]);
    expect(gamificationStatsSchema.parse(stats)).toEqual(stats);
  });

  it('has no next level at the top', () => {
    const top = levels[levels.length - 1];
    const stats = toStatsResponse(
      { ...initialGamificationState, totalPoints: 100_000 },
      { now: '2025-01-01T00:00:00Z' },
    );
    expect(stats.progress.level).toBe(top?.level);
    expect(stats.currentLevel.title).toBe(top?.title);
    expect(stats.nextLevel).toBeNull();
  });

  it('returns at most 5 recent activities', () => {
    const state = foldGamification(
      initialGamificationState,
      Array.from({ length: 7 }, (_, i) => act('export', `2025-01-0${i + 1}T12:00:00Z`)),
    );
    const stats = toStatsResponse(state, { now: '2025-01-07T13:00:00Z' });
    expect(stats.recentActivities).toHaveLength(5);
    expect(stats.recentActivities[0]?.date).toBe('2025-01-07T12:00:00.000Z');
    expect(stats.progress.currentStreak).toBe(7);
  });
});
