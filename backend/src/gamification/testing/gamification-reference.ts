/**
 * Test helper (not a spec, not used by the app): the gamification fold as it was before it was made
 * incremental (commit 33791cf), kept verbatim except that the local date is always formatted with
 * Intl. gamification-equivalence.spec.ts folds long random histories with it and with
 * foldGamification and expects the same states.
 */
import {
  dateInTimeZoneByFormatting,
  effectiveTimeZone,
  gamificationActivityTypes,
  type GamificationActivityType,
  type RecentActivity,
} from '@bb/kernel';
import {
  achievementDefinitions,
  type AchievementFacts,
  activityKey,
  activityPoints,
  activityProblem,
  type GamificationActivity,
  type GamificationState,
  insertDay,
  isAchieved,
  levelFor,
  type ProjectProgress,
  runAtEnd,
  runContaining,
  type UnlockedAchievement,
  WIZARD_STEPS,
} from '@bb/kernel/folds';

const activityDay = (activity: GamificationActivity): string =>
  dateInTimeZoneByFormatting(activity.occurredAt, effectiveTimeZone(activity.timeZone));

const RECENT_ACTIVITY_LIMIT = 5;

/** The mutable working copy used inside one fold call; never escapes unshared. */
interface Draft extends Omit<
  GamificationState,
  | 'totalPoints'
  | 'counts'
  | 'distinctIdeasViewed'
  | 'fullJourneys'
  | 'sameDayLaunches'
  | 'activeDays'
  | 'lastActiveDay'
  | 'runAtLastDay'
  | 'longestStreak'
  | 'seenKeys'
  | 'projects'
  | 'unlocked'
  | 'recentActivities'
> {
  totalPoints: number;
  counts: Record<GamificationActivityType, number>;
  distinctIdeasViewed: number;
  fullJourneys: number;
  sameDayLaunches: number;
  activeDays: string[];
  lastActiveDay: string | null;
  runAtLastDay: number;
  longestStreak: number;
  seenKeys: Record<string, true>;
  projects: Record<string, ProjectProgress>;
  unlocked: UnlockedAchievement[];
  recentActivities: RecentActivity[];
}

const zeroCounts = (): Record<GamificationActivityType, number> =>
  Object.fromEntries(gamificationActivityTypes.map((type) => [type, 0])) as Record<
    GamificationActivityType,
    number
  >;

function thaw(state: GamificationState): Draft {
  return {
    ...state,
    counts: { ...zeroCounts(), ...state.counts },
    activeDays: [...state.activeDays],
    seenKeys: { ...state.seenKeys },
    projects: { ...state.projects },
    unlocked: [...state.unlocked],
    recentActivities: [...state.recentActivities],
  };
}

/** The numbers achievements are judged on. */
function gamificationFacts(state: GamificationState): AchievementFacts {
  return {
    totalPoints: state.totalPoints,
    level: levelFor(state.totalPoints).level,
    longestStreak: state.longestStreak,
    projectsStarted: state.counts.project_start,
    projectsCompleted: state.counts.project_complete,
    stepsCompleted: state.counts.step_complete,
    exports: state.counts.export,
    ideaViews: state.counts.idea_view,
    distinctIdeasViewed: state.distinctIdeasViewed,
    loginDays: state.counts.login,
    fullJourneys: state.fullJourneys,
    sameDayLaunches: state.sameDayLaunches,
  };
}

function recordDay(draft: Draft, day: string): void {
  if (!insertDay(draft.activeDays, day)) return;
  draft.longestStreak = Math.max(
    draft.longestStreak,
    runContaining(draft.activeDays, draft.activeDays.indexOf(day)),
  );
  draft.lastActiveDay = draft.activeDays[draft.activeDays.length - 1] ?? null;
  draft.runAtLastDay = runAtEnd(draft.activeDays);
}

function trackProject(draft: Draft, activity: GamificationActivity, day: string): void {
  const projectId = activity.projectId;
  if (!projectId) return;
  const before = draft.projects[projectId] ?? { startedOn: null, completedOn: null, stepsCompleted: 0 };
  const after = { ...before };
  if (activity.type === 'project_start') after.startedOn = day;
  if (activity.type === 'project_complete') after.completedOn = day;
  if (activity.type === 'step_complete') {
    after.stepsCompleted += 1;
    if (after.stepsCompleted === WIZARD_STEPS) draft.fullJourneys += 1;
  }
  // Counted once, whichever of start and completion arrives last.
  const launchedSameDay = (p: ProjectProgress) => p.startedOn !== null && p.startedOn === p.completedOn;
  if (!launchedSameDay(before) && launchedSameDay(after)) draft.sameDayLaunches += 1;
  draft.projects[projectId] = after;
}

function newestFirst(a: RecentActivity, b: RecentActivity): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Unlocks every achievement whose rule now holds; achievement points can unlock more. */
function unlockAchievements(draft: Draft, at: string): void {
  for (;;) {
    const facts = gamificationFacts(draft);
    const unlockedIds = new Set(draft.unlocked.map((entry) => entry.id));
    const newlyUnlocked = achievementDefinitions.filter(
      (definition) => !unlockedIds.has(definition.id) && isAchieved(definition, facts),
    );
    if (newlyUnlocked.length === 0) return;
    for (const definition of newlyUnlocked) {
      draft.unlocked.push({ id: definition.id, unlockedAt: at });
      draft.totalPoints += definition.points;
    }
  }
}

function apply(draft: Draft, activity: GamificationActivity): void {
  if (activityProblem(activity) !== null) return;
  const day = activityDay(activity);
  const occurredAt = new Date(activity.occurredAt).toISOString();
  // Any activity makes its day active, even one that scores nothing (a step saved again).
  recordDay(draft, day);
  const key = activityKey(activity, day);
  if (!draft.seenKeys[key]) {
    draft.seenKeys[key] = true;
    const points = activityPoints[activity.type];
    draft.totalPoints += points;
    draft.counts[activity.type] += 1;
    if (activity.type === 'idea_view' && activity.ideaId && !draft.seenKeys[`idea:${activity.ideaId}`]) {
      draft.seenKeys[`idea:${activity.ideaId}`] = true;
      draft.distinctIdeasViewed += 1;
    }
    trackProject(draft, activity, day);
    draft.recentActivities = [
      ...draft.recentActivities,
      { id: activity.id, activityType: activity.type, date: occurredAt, points },
    ]
      .sort(newestFirst)
      .slice(0, RECENT_ACTIVITY_LIMIT);
  }
  unlockAchievements(draft, occurredAt);
}

/** Folds a batch (a projection's batch, or a whole history) with one copy of the state. */
export function referenceFoldGamification(
  state: GamificationState,
  activities: readonly GamificationActivity[],
): GamificationState {
  if (activities.length === 0) return state;
  const draft = thaw(state);
  for (const activity of activities) apply(draft, activity);
  return draft;
}
