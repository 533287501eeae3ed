import type { GamificationStats, StreakTier } from '@bb/backend/contracts';
import { streakTiers } from '@bb/kernel';

/**
 * The maths and the looks of the progress tracker: how far the
 * user is into their level, the streak's colour tier (3, 7, 14, 30 days), the level card's medal
 * (backend levels.ts: bronze from level 3, silver 5, gold 7, platinum 9, diamond 10).
 */

export const DEFAULT_LEVEL_TITLE = 'Aspiring Entrepreneur';
export const DEFAULT_LEVEL = 1;

export interface LevelProgress {
  /** 0-100, whole percent of the way from this level's threshold to the next one's. */
  percent: number;
  /** Points earned since this level was reached. */
  pointsIntoLevel: number;
  /** Points between this level's threshold and the next one's (0 at the top level). */
  pointsForLevel: number;
  /** Points still needed for the next level (0 at the top level). */
  pointsToNext: number;
  atTopLevel: boolean;
}

export function levelProgress(
  totalPoints: number,
  currentLevel: { pointsRequired: number },
  nextLevel: { pointsRequired: number } | null,
): LevelProgress {
  const points = Math.max(0, totalPoints);
  if (!nextLevel) {
    return {
      percent: 100,
      pointsIntoLevel: Math.max(0, points - currentLevel.pointsRequired),
      pointsForLevel: 0,
      pointsToNext: 0,
      atTopLevel: true,
    };
  }
  const span = Math.max(1, nextLevel.pointsRequired - currentLevel.pointsRequired);
  const into = Math.min(span, Math.max(0, points - currentLevel.pointsRequired));
  return {
    percent: Math.min(100, Math.max(0, Math.floor((into * 100) / span))),
    pointsIntoLevel: into,
    pointsForLevel: span,
    pointsToNext: Math.max(0, nextLevel.pointsRequired - points),
    atTopLevel: false,
  };
}

export interface StreakLook {
  tier: StreakTier;
  label: string;
  /** The flame's colour (a text colour: the icon uses currentColor). */
  flame: string;
  /** The colour of the card's glow behind the flame (a CSS colour). */
  glow: string;
  /** The tier badge. */
  badge: string;
}

export const streakLooks: Readonly<Record<StreakTier, StreakLook>> = {
  none: {
    tier: 'none',
    label: 'No streak yet',
    flame: 'text-muted-foreground/60',
    glow: 'transparent',
    badge: 'bg-muted text-muted-foreground',
  },
  warm: {
    tier: 'warm',
    label: 'Warming up',
    flame: 'text-amber-500 dark:text-amber-400',
    glow: 'rgb(251 191 36 / 0.35)',
    badge: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  },
  hot: {
    tier: 'hot',
    label: 'On fire',
    flame: 'text-orange-500 dark:text-orange-400',
    glow: 'rgb(249 115 22 / 0.3)',
    badge: 'bg-orange-500/15 text-orange-700 dark:text-orange-300',
  },
  blazing: {
    tier: 'blazing',
    label: 'Blazing',
    flame: 'text-red-500 dark:text-red-400',
    glow: 'rgb(239 68 68 / 0.3)',
    badge: 'bg-red-500/15 text-red-700 dark:text-red-300',
  },
  legendary: {
    tier: 'legendary',
    label: 'Legendary',
    flame: 'text-fuchsia-500 dark:text-fuchsia-400',
    glow: 'rgb(217 70 239 / 0.35)',
    badge: 'bg-fuchsia-500/15 text-fuchsia-700 dark:text-fuchsia-300',
  },
};

/** The streak thresholds of the tiers, lowest first (3, 7, 14, 30: the kernel's streakTiers). */
export const STREAK_MILESTONES: readonly number[] = streakTiers
  .map((t) => t.minDays)
  .filter((days) => days > 0);

/** The next tier threshold above `days`, and how many days are left to it; null past 30. */
export function nextStreakMilestone(days: number): { days: number; remaining: number } | null {
  const next = STREAK_MILESTONES.find((m) => m > days);
  return next === undefined ? null : { days: next, remaining: next - Math.max(0, days) };
}

export type LevelMedal = 'starter' | 'bronze' | 'silver' | 'gold' | 'platinum' | 'diamond';

export function levelMedal(level: number): LevelMedal {
  if (level >= 10) return 'diamond';
  if (level >= 9) return 'platinum';
  if (level >= 7) return 'gold';
  if (level >= 5) return 'silver';
  if (level >= 3) return 'bronze';
  return 'starter';
}

/** The medal's disc (background gradient and text colour). */
export const medalStyles: Readonly<Record<LevelMedal, string>> = {
  starter: 'bg-gradient-brand text-white',
  bronze: 'bg-gradient-to-br from-amber-600 to-orange-800 text-white',
  silver: 'bg-gradient-to-br from-slate-300 to-slate-500 text-slate-900',
  gold: 'bg-gradient-to-br from-yellow-300 to-amber-500 text-amber-950',
  platinum: 'bg-gradient-to-br from-cyan-200 to-slate-400 text-slate-900',
  diamond: 'bg-gradient-to-br from-sky-300 via-indigo-400 to-fuchsia-400 text-white',
};

/**
 * Nothing to show yet: no activity at all, or none that touched a project (a new account has
 * only its sign-in). The tracker then invites the user to start a project.
 */
export function hasNoProjectActivity(stats: GamificationStats): boolean {
  const { projectsCompleted, stepsCompleted } = stats.progress;
  const started = stats.allAchievements.some((a) => a.id === 'first-project' && a.unlocked);
  const projectActivity = stats.recentActivities.some((a) =>
    ['project_start', 'step_complete', 'project_complete', 'export'].includes(a.activityType),
  );
  return projectsCompleted === 0 && stepsCompleted === 0 && !started && !projectActivity;
}

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '5 minutes ago', 'yesterday', 'just now' (under a minute). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (Math.abs(seconds) < 60) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
