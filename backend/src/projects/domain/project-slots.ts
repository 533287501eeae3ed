import type { PlanLimits } from '../../contracts/billing';
import {
  projectSlotEventTypes,
  type ProjectSlotEvent,
  type ProjectSlotReleased,
  type ProjectSlotTaken,
} from './project-events';
import { ProjectLimitReached } from './project-errors';

/**
 * The project limit (the kernel's plans.ts `activeProjects`: open projects, i.e. neither completed nor
 * deleted). Every open project holds a slot in the user's `projects-of-{userId}` stream; a create
 * or duplicate appends a slot with that stream's expected version after counting, so parallel
 * creates cannot pass the limit together. Completing or deleting a project releases its slot.
 */
export interface SlotsState {
  open: ReadonlySet<string>;
}

export const initialSlotsState: SlotsState = { open: new Set() };

export function evolveSlots(state: SlotsState, event: ProjectSlotEvent): SlotsState {
  const open = new Set(state.open);
  if (event.type === projectSlotEventTypes.taken) open.add(event.data.projectId);
  else if (event.type === projectSlotEventTypes.released) open.delete(event.data.projectId);
  return { open };
}

export const foldSlots = (events: readonly ProjectSlotEvent[]) =>
  events.reduce(evolveSlots, initialSlotsState);

const UNLIMITED = -1;

/** A slot for a new project, or ProjectLimitReached. */
export function takeSlot(
  state: SlotsState,
  limits: PlanLimits,
  userId: string,
  projectId: string,
): ProjectSlotTaken {
  const limit = limits.activeProjects;
  if (limit !== UNLIMITED && state.open.size >= limit) throw new ProjectLimitReached(limit, state.open.size);
  return { type: projectSlotEventTypes.taken, data: { userId, projectId } };
}

export const isUnlimitedProjects = (limits: PlanLimits) => limits.activeProjects === UNLIMITED;

export function releaseSlot(
  userId: string,
  projectId: string,
  reason: ProjectSlotReleased['data']['reason'],
): ProjectSlotReleased {
  return { type: projectSlotEventTypes.released, data: { userId, projectId, reason } };
}
