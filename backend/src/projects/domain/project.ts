import type { FieldSource } from '../../contracts/projects';
import type { StepData, StepKey } from '../../contracts/step-data';
import { projectEventTypes, type ProjectEvent, type TitleSource } from './project-events';
import { ProjectNotFound } from './project-errors';
import { applyChanges, applySources } from './step-changes';
import { rebuildBuiltFrom, type BuiltFrom, type InputValues } from '@bb/kernel';

/** What the rules of a project need to know, folded from its `project-{id}` stream. */
export interface ProjectState {
  exists: boolean;
  projectId: string;
  userId: string;
  title: string;
  titleSource: TitleSource;
  /** The highest step reached, 1..8. */
  currentStep: number;
  stepData: StepData;
  /** Who wrote each field now, keyed 'step.field'. */
  sources: Record<string, FieldSource>;
  /** Per generated step, the input values it was generated from (step-dependencies.ts). */
  builtFrom: BuiltFrom;
  completed: boolean;
  deleted: boolean;
  duplicatedFrom: string | null;
}

export const initialProjectState: ProjectState = {
  exists: false,
  projectId: '',
  userId: '',
  title: '',
  titleSource: 'none',
  currentStep: 1,
  stepData: {},
  sources: {},
  builtFrom: {},
  completed: false,
  deleted: false,
  duplicatedFrom: null,
};

export function evolveProject(state: ProjectState, event: ProjectEvent): ProjectState {
  switch (event.type) {
    case projectEventTypes.created:
      return {
        ...initialProjectState,
        exists: true,
        projectId: event.data.projectId,
        userId: event.data.userId,
        title: event.data.title,
        titleSource: event.data.titleSource,
        duplicatedFrom: event.data.duplicatedFrom,
      };
    case projectEventTypes.renamed:
      return { ...state, title: event.data.title, titleSource: event.data.titleSource };
    case projectEventTypes.stepSaved: {
      const stepData = applyChanges(state.stepData, event.data.changes);
      return {
        ...state,
        currentStep: Math.max(state.currentStep, event.data.currentStep),
        stepData,
        sources: applySources(state.sources, event.data.changes),
        builtFrom: rebuildBuiltFrom(state.builtFrom, event.data.changes, stepData, event.data.upToDate),
      };
    }
    case projectEventTypes.stepDataRestored:
      return {
        ...state,
        stepData: applyChanges(state.stepData, event.data.changes),
        sources: applySources(state.sources, event.data.changes),
        // The restored step is built from what it was built from then (older events lack it).
        builtFrom: restoredBuiltFrom(state.builtFrom, event.data.step, event.data.builtFrom),
      };
    case projectEventTypes.completed:
      return { ...state, completed: true };
    case projectEventTypes.deleted:
      return { ...state, deleted: true };
    default:
      return state;
  }
}

function restoredBuiltFrom(
  current: BuiltFrom,
  step: StepKey,
  then: InputValues | null | undefined,
): BuiltFrom {
  if (then === undefined) return current;
  const next = { ...current };
  if (then === null) delete next[step];
  else next[step] = then;
  return next;
}

export const foldProject = (events: readonly ProjectEvent[], from: ProjectState = initialProjectState) =>
  events.reduce(evolveProject, from);

/** The caller's own, live project; anything else is 'not found' (never 403: ids do not leak). */
export function assertOwnedProject(state: ProjectState, userId: string): void {
  if (!state.exists || state.deleted || state.userId !== userId) throw new ProjectNotFound();
}
