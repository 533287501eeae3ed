import type { FieldSource } from '../field-sources';
import { rebuildBuiltFrom, type BuiltFrom, type InputValues, type StepDataByKey } from '../step-dependencies';
import type { StepKey } from '../steps';
import { applyChanges, applySources } from './field-changes';
import { projectEventTypes, type ProjectEvent, type TitleSource } from './project-events';

/**
 * What the rules of a project need to know, folded from its `project-{id}` stream: the one fold
 * that the projects context decides on, the projects read model writes and an export renders.
 * `Data` is the stepData type of the reader (the contracts' StepData on the server); the fold
 * only moves its fields.
 */
export interface ProjectState<Data extends StepDataByKey = StepDataByKey> {
  exists: boolean;
  projectId: string;
  userId: string;
  title: string;
  titleSource: TitleSource;
  /** The highest step reached, 1..8. */
  currentStep: number;
  stepData: Data;
  /** Who wrote each field now, keyed 'step.field'. */
  sources: Record<string, FieldSource>;
  /** Per generated step, the input values it was generated from (step-dependencies.ts). */
  builtFrom: BuiltFrom;
  completed: boolean;
  deleted: boolean;
  duplicatedFrom: string | null;
}

/** Before the first event: every stepData type's fields are optional, so an empty object is one of each. */
export const initialProjectState: ProjectState<Record<never, never>> = {
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

export function evolveProject<Data extends StepDataByKey>(
  state: ProjectState<Data>,
  event: ProjectEvent,
): ProjectState<Data> {
  switch (event.type) {
    case projectEventTypes.created:
      return {
        ...initialProjectState,
        stepData: initialProjectState.stepData as Data,
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

export function foldProject<Data extends StepDataByKey = StepDataByKey>(
  events: readonly ProjectEvent[],
  from: ProjectState<Data> = initialProjectState as ProjectState<Data>,
): ProjectState<Data> {
  return events.reduce<ProjectState<Data>>(evolveProject, from);
}

/** The user's own, live project (anything else reads as 'not found': ids do not leak). */
export function isOwnedProject(state: ProjectState<StepDataByKey>, userId: string): boolean {
  return state.exists && !state.deleted && state.userId === userId;
}
