import type { GamificationStats } from '../../contracts/gamification';
import {
  achievementDefinitions,
  currentStreakOn,
  type GamificationState,
  levelFor,
  nextLevelAfter,
  toAchievement,
} from '@bb/kernel/folds';
import { localDate } from '@bb/kernel';

export interface StatsClock {
  /** The instant of the request (ISO). */
  readonly now: string;
  /** The viewer's IANA zone; decides what "today" is for the current streak. Default New York. */
  readonly timeZone?: string;
}

/** The body of GET /api/gamification/stats for a user's state, as seen at `now`. */
export function toStatsResponse(state: GamificationState, clock: StatsClock): GamificationStats {
  const today = localDate(clock.now, clock.timeZone);
  const level = levelFor(state.totalPoints);
  const next = nextLevelAfter(level);
  const unlockedAt = new Map(state.unlocked.map((entry) => [entry.id, entry.unlockedAt]));
  const byId = new Map(achievementDefinitions.map((definition) => [definition.id, definition]));
  return {
    progress: {
      totalPoints: state.totalPoints,
      level: level.level,
      currentStreak: currentStreakOn(state.lastActiveDay, state.runAtLastDay, today),
      longestStreak: state.longestStreak,
      projectsCompleted: state.counts.project_complete,
      stepsCompleted: state.counts.step_complete,
    },
    achievements: state.unlocked.flatMap((entry) => {
      const definition = byId.get(entry.id);
      return definition ? [toAchievement(definition)] : [];
    }),
    totalAchievements: achievementDefinitions.length,
    currentLevel: { title: level.title, pointsRequired: level.pointsRequired, perks: [...level.perks] },
    nextLevel: next ? { title: next.title, pointsRequired: next.pointsRequired } : null,
    recentActivities: state.recentActivities.map((activity) => ({ ...activity })),
    allAchievements: achievementDefinitions.map((definition) => ({
      ...toAchievement(definition),
      unlocked: unlockedAt.has(definition.id),
      unlockedAt: unlockedAt.get(definition.id) ?? null,
    })),
  };
}
