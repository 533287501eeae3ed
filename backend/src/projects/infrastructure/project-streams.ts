import type { StreamDefinition } from '../../shared/cqrs/stream-reader';
import { foldProject, type ProjectState } from '../domain/project';
import { projectEventSchemas, projectSlotEventSchemas } from '../domain/project-event-schemas';
import type { ProjectEvent, ProjectSlotEvent } from '../domain/project-events';
import { evolveSlots, initialSlotsState, type SlotsState } from '../domain/project-slots';

/** A `project-{id}` stream folded to the project (other contexts' events on it are left out). */
export const projectStream: StreamDefinition<ProjectState, ProjectEvent> = {
  schemas: projectEventSchemas,
  fold: foldProject,
};

/**
 * A `project-{id}` stream as its list of events, for what reads versions (restore, a step at a
 * version): project events parsed, the others (exports) kept as stored so index i is version i + 1.
 */
export const projectEventList: StreamDefinition<readonly ProjectEvent[], ProjectEvent> = {
  schemas: projectEventSchemas,
  others: 'keep',
  fold: (events, from = []) => [...from, ...events],
};

/** A user's `projects-of-{userId}` stream: the open-project slots. */
export const slotsStream: StreamDefinition<SlotsState, ProjectSlotEvent> = {
  schemas: projectSlotEventSchemas,
  fold: (events, from = initialSlotsState) => events.reduce(evolveSlots, from),
};
