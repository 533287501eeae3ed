import { z } from 'zod';

/**
 * The progress tracker (stats, activity types, achievement categories, streak colour tiers). The rules (points, levels, achievements, streaks) live in
 * backend/src/gamification/domain; this file holds what the frontend needs to render them.
 */

export const gamificationActivityTypes = [
  'login',
  'project_start',
  'step_complete',
  'project_complete',
  'export',
  'idea_view',
] as const;
export const gamificationActivityTypeSchema = z.enum(gamificationActivityTypes);
export type GamificationActivityType = z.infer<typeof gamificationActivityTypeSchema>;

/** The labels the Recent Activity panel shows. */
export const gamificationActivityLabels: Readonly<Record<GamificationActivityType, string>> = {
  login: 'Daily Login',
  project_start: 'Started Project',
  step_complete: 'Completed Step',
  project_complete: 'Finished Project',
  export: 'Exported Package',
  idea_view: 'Viewed Business Idea',
};

export const achievementCategories = ['milestone', 'progress', 'streak', 'social', 'expert'] as const;
export const achievementCategorySchema = z.enum(achievementCategories);
export type AchievementCategory = z.infer<typeof achievementCategorySchema>;

/** Streak badge colour tiers: thresholds 3, 7, 14 and 30 days. */
export const streakTiers = [
  { tier: 'none', minDays: 0, label: 'No streak yet' },
  { tier: 'warm', minDays: 3, label: 'Warming up' },
  { tier: 'hot', minDays: 7, label: 'On fire' },
  { tier: 'blazing', minDays: 14, label: 'Blazing' },
  { tier: 'legendary', minDays: 30, label: 'Legendary' },
] as const;
export type StreakTier = (typeof streakTiers)[number]['tier'];

/** The colour tier of a streak of `days` days (the highest tier whose threshold is reached). */
export function streakTierFor(days: number): StreakTier {
  let tier: StreakTier = 'none';
  for (const candidate of streakTiers) if (days >= candidate.minDays) tier = candidate.tier;
  return tier;
}

const count = z.number().int().min(0);

export const achievementSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** A lucide icon name in kebab case, e.g. 'flame' (lucide-react: <DynamicIcon name=...>). */
  icon: z.string(),
  category: achievementCategorySchema,
  points: count,
});
export type Achievement = z.infer<typeof achievementSchema>;

export const achievementStatusSchema = achievementSchema.extend({
  unlocked: z.boolean(),
  /** ISO instant of the activity that unlocked it; null while locked. */
  unlockedAt: z.iso.datetime().nullable(),
});
export type AchievementStatus = z.infer<typeof achievementStatusSchema>;

export const recentActivitySchema = z.object({
  /** The id of the event the activity came from. */
  id: z.string(),
  activityType: gamificationActivityTypeSchema,
  /** ISO instant the activity happened. */
  date: z.iso.datetime(),
  points: count,
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

/** GET /api/gamification/stats */
export const gamificationStatsSchema = z.object({
  progress: z.object({
    totalPoints: count,
    level: z.number().int().min(1),
    currentStreak: count,
    longestStreak: count,
    projectsCompleted: count,
    stepsCompleted: count,
  }),
  /** The unlocked achievements, in the order they were unlocked. */
  achievements: z.array(achievementSchema),
  totalAchievements: count,
  currentLevel: z.object({ title: z.string(), pointsRequired: count, perks: z.array(z.string()) }),
  /** null at the highest level. */
  nextLevel: z.object({ title: z.string(), pointsRequired: count }).nullable(),
  /** The latest 5, newest first. */
  recentActivities: z.array(recentActivitySchema).max(5),
  /** Every achievement, locked ones included, in catalogue order (for the filterable list). */
  allAchievements: z.array(achievementStatusSchema),
});
export type GamificationStats = z.infer<typeof gamificationStatsSchema>;
