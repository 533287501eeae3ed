/**
 * The progress tracker's words and tiers that the browser shows and the gamification rules
 * (packages/kernel/src/folds/gamification) score with: the activity types and their labels, the
 * achievement categories, the streak colour tiers. The contracts build their zod enums from them.
 */

export const gamificationActivityTypes = [
  'login',
  'project_start',
  'step_complete',
  'project_complete',
  'export',
  'idea_view',
] as const;

export type GamificationActivityType = (typeof gamificationActivityTypes)[number];

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
export type AchievementCategory = (typeof achievementCategories)[number];

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

/** An achievement as defined and shown (the contracts' achievementSchema describes it). */
export interface Achievement {
  id: string;
  name: string;
  description: string;
  /** A lucide icon name in kebab case, e.g. 'flame' (lucide-react: <DynamicIcon name=...>). */
  icon: string;
  category: AchievementCategory;
  points: number;
}

/** One scored activity of the Recent Activity panel (the contracts' recentActivitySchema describes it). */
export interface RecentActivity {
  /** The id of the event the activity came from. */
  id: string;
  activityType: GamificationActivityType;
  /** ISO instant the activity happened. */
  date: string;
  points: number;
}
