import {
  achievementCategories,
  gamificationActivityLabels,
  gamificationActivityTypes,
  streakTierFor,
  streakTiers,
  type Achievement as KernelAchievement,
  type RecentActivity as KernelRecentActivity,
  type StreakTier,
} from '@bb/kernel';
import { z } from 'zod';

/**
 * The progress tracker's answers (stats, achievements, recent activity). The activity types,
 * achievement categories and streak colour tiers are the kernel's (packages/kernel/src/gamification-terms.ts),
 * and so are the rules (points, levels, achievements, streaks: packages/kernel/src/folds/gamification).
 */

export const gamificationActivityTypeSchema = z.enum(gamificationActivityTypes);
export type GamificationActivityType = z.infer<typeof gamificationActivityTypeSchema>;

export const achievementCategorySchema = z.enum(achievementCategories);
export type AchievementCategory = z.infer<typeof achievementCategorySchema>;

export {
  achievementCategories,
  gamificationActivityLabels,
  gamificationActivityTypes,
  streakTierFor,
  streakTiers,
  type StreakTier,
};

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

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const shapesMatch: [Same<Achievement, KernelAchievement>, Same<RecentActivity, KernelRecentActivity>] = [
  true,
  true,
];
void shapesMatch;

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
