import {
  evolveProject as evolveProjectFold,
  foldProject as foldProjectEvents,
  initialProjectState as initialFoldState,
  isOwnedProject,
  type ProjectEvent,
  type ProjectState as ProjectFoldState,
} from '@bb/kernel/folds';
import type { StepData } from '../../contracts/step-data';
import { ProjectNotFound } from './project-errors';

/**
 * What the rules of a project need to know, folded from its `project-{id}` stream with the kernel's
 * fold (packages/kernel/src/folds/project.ts, which the projects read model folds with too), its
 * stepData typed by the contracts.
 */
export type ProjectState = ProjectFoldState<StepData>;

export const initialProjectState: ProjectState = initialFoldState;

export const evolveProject = (state: ProjectState, event: ProjectEvent): ProjectState =>
  evolveProjectFold(state, event);

export const foldProject = (events: readonly ProjectEvent[], from: ProjectState = initialProjectState) =>
  foldProjectEvents(events, from);

/** The caller's own, live project; anything else is 'not found' (never 403: ids do not leak). */
export function assertOwnedProject(state: ProjectState, userId: string): void {
  if (!isOwnedProject(state, userId)) throw new ProjectNotFound();
}
