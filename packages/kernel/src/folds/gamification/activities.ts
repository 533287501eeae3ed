import { localDate } from '../../calendar';
import type { GamificationActivityType } from '../../gamification-terms';

/** Points per scored activity. */
export const activityPoints: Readonly<Record<GamificationActivityType, number>> = {
  login: 10,
  project_start: 25,
  step_complete: 20,
  project_complete: 100,
  export: 30,
  idea_view: 5,
};

/**
 * What the fold consumes: one per relevant event, built by the projection.
 * `id` is the event id; `timeZone` the user's IANA zone (invalid or missing: America/New_York).
 */
export interface GamificationActivity {
  readonly id: string;
  readonly type: GamificationActivityType;
  readonly occurredAt: string;
  readonly projectId?: string;
  /** Wizard step 1-8, for step_complete. */
  readonly step?: number;
  readonly ideaId?: string;
  readonly timeZone?: string;
}

export const WIZARD_STEPS = 8;

/** Why an activity cannot be scored, or null when it is fine. The fold ignores bad activities. */
export function activityProblem(activity: GamificationActivity): string | null {
  if (!activity.id) return 'missing id';
  if (Number.isNaN(Date.parse(activity.occurredAt))) return `invalid occurredAt '${activity.occurredAt}'`;
  return activityFieldsProblem(activity);
}

/** activityProblem without the id and occurredAt checks (for the fold, which parses the instant once). */
export function activityFieldsProblem(activity: GamificationActivity): string | null {
  switch (activity.type) {
    case 'project_start':
    case 'project_complete':
      return activity.projectId ? null : `${activity.type} needs a projectId`;
    case 'step_complete':
      if (!activity.projectId) return 'step_complete needs a projectId';
      return Number.isInteger(activity.step) &&
        (activity.step ?? 0) >= 1 &&
        (activity.step ?? 0) <= WIZARD_STEPS
        ? null
        : `step_complete needs a step from 1 to ${WIZARD_STEPS}`;
    case 'idea_view':
      return activity.ideaId ? null : 'idea_view needs an ideaId';
    case 'login':
    case 'export':
      return null;
    default:
      return `unknown activity type '${String((activity as { type: unknown }).type)}'`;
  }
}

/**
 * The idempotency key: an activity whose key was already scored scores nothing.
 * login once per local day; project_start and project_complete once per project; step_complete
 * once per (project, step); idea_view once per (idea, local day); export once per event.
 */
export function activityKey(activity: GamificationActivity, day: string): string {
  switch (activity.type) {
    case 'login':
      return `login:${day}`;
    case 'project_start':
      return `project_start:${activity.projectId ?? ''}`;
    case 'project_complete':
      return `project_complete:${activity.projectId ?? ''}`;
    case 'step_complete':
      return `step_complete:${activity.projectId ?? ''}:${activity.step ?? ''}`;
    case 'idea_view':
      return `idea_view:${activity.ideaId ?? ''}:${day}`;
    case 'export':
      return `export:${activity.id}`;
  }
}

/** The local day of an activity in its zone. */
export function activityDay(activity: GamificationActivity): string {
  return localDate(activity.occurredAt, activity.timeZone);
}

/** The ideas context's IdeaViewed as an activity (`eventId` is the stored event's id). */
export function activityFromIdeaViewed(
  eventId: string,
  event: { data: { ideaId: string; viewedAt: string; timeZone?: string } },
): GamificationActivity {
  return {
    id: eventId,
    type: 'idea_view',
    occurredAt: event.data.viewedAt,
    ideaId: event.data.ideaId,
    ...(event.data.timeZone ? { timeZone: event.data.timeZone } : {}),
  };
}
