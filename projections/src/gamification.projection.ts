import type { StoredEvent } from '@bb/backend/eventstore/event-store.port';
import type { IdeaViewed } from '@bb/backend/contracts/ideas';
import {
  activityFromIdeaViewed,
  foldGamification,
  type GamificationActivity,
  type GamificationState,
  initialGamificationState,
  WIZARD_STEPS,
} from '@bb/kernel/folds';
import type { Projection } from './runner/projection';

/**
 * rm_gamification: each user's GamificationState, the domain's idempotent fold of their activities.
 * A batch is turned into activities, grouped per user in memory, folded onto the stored states and
 * written back with one multi-row upsert (so a rebuild folds thousands of events per statement).
 *
 * Which events are which activity:
 * - login: identity.user-logged-in, and identity.user-registered (signing up signs you in; not for
 *   accounts an admin created)
 * - project_start: projects.project-created
 * - step_complete: projects.wizard-step-saved when currentStep rises from p to c: steps p..c-1 are
 *   completed, one activity each; a save that does not move on repeats step c-1, which scores
 *   nothing again but makes the day active. A copy's steps before the step it was copied at do not
 *   score (they were completed on the original).
 * - project_complete: projects.project-completed, which also completes step 8
 * - export: exports.export-created
 * - idea_view: ideas.idea-viewed
 * The user's zone comes from the event (idea views) or its metadata.timeZone (X-Time-Zone header),
 * else America/New_York (the domain's default).
 */
export const gamificationSourceTypes = {
  registered: 'identity.user-registered',
  loggedIn: 'identity.user-logged-in',
  projectCreated: 'projects.project-created',
  stepSaved: 'projects.wizard-step-saved',
  projectCompleted: 'projects.project-completed',
  exportCreated: 'exports.export-created',
  ideaViewed: 'ideas.idea-viewed',
} as const;

/** Who owns a project, and the step a copy started at (1 for an original). */
export interface ProjectOwner {
  userId: string;
  isCopy: boolean;
  firstStep: number;
}

export interface UserActivity {
  userId: string;
  activity: GamificationActivity;
}

/**
 * The activities of a batch, in log order, with the project owners the batch creates or changes.
 * `owners` holds the owners known before the batch (it is updated in place as projects appear).
 */
export function activitiesOf(
  events: readonly StoredEvent[],
  owners: Map<string, ProjectOwner>,
): UserActivity[] {
  const out: UserActivity[] = [];
  for (const event of events) {
    const data = (event.data ?? {}) as Record<string, unknown>;
    const occurredAt =
      typeof event.metadata?.occurredAt === 'string' ? event.metadata.occurredAt : event.recordedAt;
    const zone = typeof event.metadata?.timeZone === 'string' ? { timeZone: event.metadata.timeZone } : {};
    const base = { occurredAt, ...zone };
    const push = (userId: unknown, activity: GamificationActivity) => {
      if (typeof userId === 'string' && userId) out.push({ userId, activity });
    };
    const projectId = typeof data.projectId === 'string' ? data.projectId : undefined;
    switch (event.type) {
      case gamificationSourceTypes.registered:
        if (data.via !== 'admin') push(data.userId, { id: event.id, type: 'login', ...base });
        break;
      case gamificationSourceTypes.loggedIn:
        push(data.userId, { id: event.id, type: 'login', ...base });
        break;
      case gamificationSourceTypes.projectCreated:
        if (!projectId || typeof data.userId !== 'string') break;
        owners.set(projectId, { userId: data.userId, isCopy: Boolean(data.duplicatedFrom), firstStep: 1 });
        push(data.userId, { id: event.id, type: 'project_start', projectId, ...base });
        break;
      case gamificationSourceTypes.stepSaved: {
        const owner = projectId ? owners.get(projectId) : undefined;
        const current = Number(data.currentStep);
        const previous = Number(data.previousStep);
        if (!projectId || !owner || !Number.isInteger(current) || !Number.isInteger(previous)) break;
        if (owner.isCopy && event.streamPosition === 2) {
          // The copy's data, saved with its creation: the steps were completed on the original.
          owners.set(projectId, { ...owner, firstStep: current });
          break;
        }
        const steps =
          current > previous
            ? range(Math.max(previous, owner.firstStep), current - 1)
            : current - 1 >= owner.firstStep
              ? [current - 1]
              : [];
        for (const step of steps) {
          push(owner.userId, { id: `${event.id}:${step}`, type: 'step_complete', projectId, step, ...base });
        }
        break;
      }
      case gamificationSourceTypes.projectCompleted: {
        const userId =
          typeof data.userId === 'string'
            ? data.userId
            : projectId
              ? owners.get(projectId)?.userId
              : undefined;
        if (!projectId) break;
        push(userId, {
          id: `${event.id}:${WIZARD_STEPS}`,
          type: 'step_complete',
          projectId,
          step: WIZARD_STEPS,
          ...base,
        });
        push(userId, { id: event.id, type: 'project_complete', projectId, ...base });
        break;
      }
      case gamificationSourceTypes.exportCreated: {
        const userId =
          typeof data.userId === 'string'
            ? data.userId
            : ((projectId ? owners.get(projectId)?.userId : undefined) ?? event.metadata?.userId);
        push(userId, { id: event.id, type: 'export', ...(projectId ? { projectId } : {}), ...base });
        break;
      }
      case gamificationSourceTypes.ideaViewed: {
        const viewed = activityFromIdeaViewed(event.id, event as unknown as IdeaViewed);
        push(data.userId, { ...viewed, ...(viewed.timeZone ? {} : zone) });
        break;
      }
      default:
        break;
    }
  }
  return out;
}

function range(from: number, to: number): number[] {
  const steps: number[] = [];
  for (let step = Math.max(1, from); step <= Math.min(to, WIZARD_STEPS); step += 1) steps.push(step);
  return steps;
}

const UPSERT_CHUNK = 500;

export function createGamificationProjection(): Projection {
  return {
    name: 'gamification',
    tables: ['rm_gamification', 'rm_gamification_projects'],
    handles: Object.values(gamificationSourceTypes),
    async apply(events, ctx) {
      const trx = ctx.trx;
      const statesTable = ctx.table('rm_gamification');
      const projectsTable = ctx.table('rm_gamification_projects');

      // Owners of the projects this batch names but does not create.
      const created = new Set(
        events.filter((e) => e.type === gamificationSourceTypes.projectCreated).map((e) => projectIdOf(e)),
      );
      const wanted = [
        ...new Set(events.map(projectIdOf).filter((id): id is string => !!id && !created.has(id))),
      ];
      const owners = new Map<string, ProjectOwner>();
      if (wanted.length) {
        const rows = await trx(projectsTable)
          .whereIn('project_id', wanted)
          .select<Array<{ project_id: string; user_id: string; is_copy: boolean; first_step: number }>>('*');
        for (const r of rows)
          owners.set(r.project_id, { userId: r.user_id, isCopy: r.is_copy, firstStep: r.first_step });
      }
      const before = new Map(owners);
      const activities = activitiesOf(events, owners);

      const changedOwners = [...owners].filter(([id, o]) => {
        const old = before.get(id);
        return !old || old.firstStep !== o.firstStep || old.userId !== o.userId || old.isCopy !== o.isCopy;
      });
      for (let i = 0; i < changedOwners.length; i += UPSERT_CHUNK) {
        await trx(projectsTable)
          .insert(
            changedOwners.slice(i, i + UPSERT_CHUNK).map(([projectId, o]) => ({
              project_id: projectId,
              user_id: o.userId,
              is_copy: o.isCopy,
              first_step: o.firstStep,
            })),
          )
          .onConflict('project_id')
          .merge(['first_step']);
      }
      if (activities.length === 0) return;

      const perUser = new Map<string, GamificationActivity[]>();
      for (const { userId, activity } of activities) {
        const list = perUser.get(userId);
        if (list) list.push(activity);
        else perUser.set(userId, [activity]);
      }
      const userIds = [...perUser.keys()];
      const stored = new Map<string, GamificationState>();
      for (let i = 0; i < userIds.length; i += UPSERT_CHUNK) {
        const rows = await trx(statesTable)
          .whereIn('user_id', userIds.slice(i, i + UPSERT_CHUNK))
          .select<Array<{ user_id: string; state: GamificationState }>>('user_id', 'state');
        for (const r of rows) stored.set(r.user_id, r.state);
      }
      const rows = userIds.map((userId) => {
        const list = perUser.get(userId)!;
        const state = foldGamification(stored.get(userId) ?? initialGamificationState, list);
        return {
          user_id: userId,
          state: JSON.stringify(state),
          updated_at: isoOr(list[list.length - 1]!.occurredAt, '1970-01-01T00:00:00.000Z'),
        };
      });
      for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
        await trx(statesTable)
          .insert(rows.slice(i, i + UPSERT_CHUNK))
          .onConflict('user_id')
          .merge(['state', 'updated_at']);
      }
    },
  };
}

function isoOr(value: string, fallback: string): string {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? fallback : new Date(ms).toISOString();
}

function projectIdOf(event: StoredEvent): string | undefined {
  const id = (event.data as { projectId?: unknown } | null)?.projectId;
  return typeof id === 'string' ? id : undefined;
}
