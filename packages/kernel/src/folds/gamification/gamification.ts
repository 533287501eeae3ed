import { daysBetween, localDate } from '../../calendar';
import {
  gamificationActivityTypes,
  type GamificationActivityType,
  type RecentActivity,
} from '../../gamification-terms';
import {
  WIZARD_STEPS,
  activityKey,
  activityPoints,
  activityFieldsProblem,
  type GamificationActivity,
} from './activities';
import {
  achievementDefinitions,
  isAchieved,
  type AchievementDefinition,
  type AchievementFacts,
} from './achievements';
import { levelFor } from './levels';
import { insertDay, runAtEnd, runContaining } from './streak';

/**
 * A user's gamification as a fold over their activities: evolveGamification(state, activity).
 * Pure and deterministic, JSON-serialisable (a projection can keep it in a jsonb column), and
 * idempotent: an activity whose key was already scored changes nothing, so replaying the log,
 * or the same event twice, leaves the state as it was.
 */

export const RECENT_ACTIVITY_LIMIT = 5;

export interface ProjectProgress {
  readonly startedOn: string | null;
  readonly completedOn: string | null;
  readonly stepsCompleted: number;
}

export interface UnlockedAchievement {
  readonly id: string;
  readonly unlockedAt: string;
}

export interface GamificationState {
  readonly version: 1;
  /** Activity points plus the points of unlocked achievements. */
  readonly totalPoints: number;
  /** Scored activities per type (duplicates are not counted). */
  readonly counts: Readonly<Record<GamificationActivityType, number>>;
  readonly distinctIdeasViewed: number;
  readonly fullJourneys: number;
  readonly sameDayLaunches: number;
  /** Every local day with any activity, ascending, unique. */
  readonly activeDays: readonly string[];
  readonly lastActiveDay: string | null;
  /** Consecutive active days ending at lastActiveDay (the current streak if that is today or yesterday). */
  readonly runAtLastDay: number;
  readonly longestStreak: number;
  /** Idempotency keys already scored (see activityKey), plus `idea:{id}` for distinct ideas. */
  readonly seenKeys: Readonly<Record<string, true>>;
  readonly projects: Readonly<Record<string, ProjectProgress>>;
  /** In the order they were unlocked. */
  readonly unlocked: readonly UnlockedAchievement[];
  /** The latest RECENT_ACTIVITY_LIMIT scored activities, newest first. */
  readonly recentActivities: readonly RecentActivity[];
}

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

export const initialGamificationState: GamificationState = {
  version: 1,
  totalPoints: 0,
  counts: zeroCounts(),
  distinctIdeasViewed: 0,
  fullJourneys: 0,
  sameDayLaunches: 0,
  activeDays: [],
  lastActiveDay: null,
  runAtLastDay: 0,
  longestStreak: 0,
  seenKeys: {},
  projects: {},
  unlocked: [],
  recentActivities: [],
};

/**
 * What one fold call knows besides its draft; never stored. The fold is incremental: each activity
 * costs about the same however long the history is (no list of days rescanned, no state copied).
 */
interface FoldScratch {
  /** The ids in draft.unlocked, made at the first check. */
  unlockedIds: Set<string> | null;
  /**
   * Whether the achievements were checked in this fold. The first valid activity always checks
   * (the state given may predate a definition); after that only activities that change a fact.
   */
  checked: boolean;
  /** draft.recentActivities is newest first and within the limit, so new entries go in place. */
  recentInOrder: boolean;
}

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
export function gamificationFacts(state: GamificationState): AchievementFacts {
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
  const days = draft.activeDays;
  const last = days.length > 0 ? days[days.length - 1] : undefined;
  if (last === undefined || day > last) {
    // The usual case, a day after every active day: the run at the end goes on or starts again
    // (runAtLastDay is always the run ending at the last day).
    const run = last !== undefined && daysBetween(last, day) === 1 ? draft.runAtLastDay + 1 : 1;
    days.push(day);
    if (run > draft.longestStreak) draft.longestStreak = run;
    draft.lastActiveDay = day;
    draft.runAtLastDay = run;
    return;
  }
  if (day === last || !insertDay(days, day)) return;
  // An earlier day filled in (activities out of order): it may join two runs.
  draft.longestStreak = Math.max(draft.longestStreak, runContaining(days, days.indexOf(day)));
  draft.lastActiveDay = days[days.length - 1] ?? null;
  draft.runAtLastDay = runAtEnd(days);
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

/** Keeps the latest RECENT_ACTIVITY_LIMIT, newest first (as a stable sort of all of them would). */
function addRecent(draft: Draft, entry: RecentActivity, scratch: FoldScratch): void {
  const list = draft.recentActivities;
  if (!scratch.recentInOrder) {
    draft.recentActivities = [...list, entry].sort(newestFirst).slice(0, RECENT_ACTIVITY_LIMIT);
    scratch.recentInOrder = true;
    return;
  }
  let at = list.length;
  while (at > 0 && newestFirst(list[at - 1]!, entry) > 0) at -= 1;
  if (at >= RECENT_ACTIVITY_LIMIT) return;
  list.splice(at, 0, entry);
  if (list.length > RECENT_ACTIVITY_LIMIT) list.length = RECENT_ACTIVITY_LIMIT;
}

function inOrder(list: readonly RecentActivity[]): boolean {
  if (list.length > RECENT_ACTIVITY_LIMIT) return false;
  for (let i = 1; i < list.length; i += 1) if (newestFirst(list[i - 1]!, list[i]!) > 0) return false;
  return true;
}

/** Unlocks every achievement whose rule now holds; achievement points can unlock more. */
function unlockAchievements(draft: Draft, at: string, scratch: FoldScratch): void {
  const unlockedIds = (scratch.unlockedIds ??= new Set(draft.unlocked.map((entry) => entry.id)));
  for (;;) {
    const facts = gamificationFacts(draft);
    let newlyUnlocked: AchievementDefinition[] | null = null;
    for (const definition of achievementDefinitions) {
      if (!unlockedIds.has(definition.id) && isAchieved(definition, facts))
        (newlyUnlocked ??= []).push(definition);
    }
    if (newlyUnlocked === null) return;
    for (const definition of newlyUnlocked) {
      draft.unlocked.push({ id: definition.id, unlockedAt: at });
      unlockedIds.add(definition.id);
      draft.totalPoints += definition.points;
    }
  }
}

const ISO_SHAPE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

/**
 * new Date(ms).toISOString() of an instant given as `text` (ms = Date.parse(text)), without the
 * formatting (over a microsecond) when the text is already that string: the canonical shape with
 * fields in range (days 29-31 could roll over into the next month, so they are formatted).
 */
function isoString(text: string, ms: number): string {
  return text.length === 24 && ISO_SHAPE.test(text) ? text : new Date(ms).toISOString();
}

function apply(draft: Draft, activity: GamificationActivity, scratch: FoldScratch): void {
  // activityProblem, with the instant parsed once.
  if (!activity.id) return;
  const ms = Date.parse(activity.occurredAt);
  if (Number.isNaN(ms) || activityFieldsProblem(activity) !== null) return;
  const day = localDate(ms, activity.timeZone);
  const occurredAt = isoString(activity.occurredAt, ms);
  // Any activity makes its day active, even one that scores nothing (a step saved again).
  const longestBefore = draft.longestStreak;
  recordDay(draft, day);
  // Achievements are judged on facts that change only with the longest streak or a scored activity.
  let factsChanged = draft.longestStreak !== longestBefore;
  const key = activityKey(activity, day);
  if (!draft.seenKeys[key]) {
    factsChanged = true;
    draft.seenKeys[key] = true;
    const points = activityPoints[activity.type];
    draft.totalPoints += points;
    draft.counts[activity.type] += 1;
    if (activity.type === 'idea_view' && activity.ideaId && !draft.seenKeys[`idea:${activity.ideaId}`]) {
      draft.seenKeys[`idea:${activity.ideaId}`] = true;
      draft.distinctIdeasViewed += 1;
    }
    trackProject(draft, activity, day);
    addRecent(draft, { id: activity.id, activityType: activity.type, date: occurredAt, points }, scratch);
  }
  if (factsChanged || !scratch.checked) {
    scratch.checked = true;
    unlockAchievements(draft, occurredAt, scratch);
  }
}

/** Folds a batch (a projection's batch, or a whole history) with one copy of the state. */
export function foldGamification(
  state: GamificationState,
  activities: readonly GamificationActivity[],
): GamificationState {
  if (activities.length === 0) return state;
  const draft = thaw(state);
  const scratch: FoldScratch = {
    unlockedIds: null,
    checked: false,
    recentInOrder: inOrder(draft.recentActivities),
  };
  for (const activity of activities) apply(draft, activity, scratch);
  return draft;
}

/** The state after one more activity. Invalid activities (see activityProblem) change nothing. */
export function evolveGamification(
  state: GamificationState,
  activity: GamificationActivity,
): GamificationState {
  return foldGamification(state, [activity]);
}
