import type { SavedProject, StepFields } from '../../contracts/projects';
import type { StepData, StepKey } from '../../contracts/step-data';
import { DomainError } from '../../shared/domain-error';
import type { ProjectState } from './project';
import { completionPercentage, displayStatus, staleSteps, stepsDone } from '@bb/kernel';

/**
 * The lean save (docs/decisions.md "The lean save"): the client sends only the fields it changed
 * and the version it last saw; the answer is what the save changed besides those fields.
 */

export const VERSION_CONFLICT_MESSAGE =
  'This project was changed elsewhere since you opened it. Your changes were not saved yet: reload them onto the current version and save again.';

/** 409: the project is no longer at the version the client saw. The answer carries the current one. */
export class ProjectVersionConflict extends DomainError {
  override readonly answer: { currentVersion: number };

  constructor(
    readonly expectedVersion: number,
    readonly currentVersion: number,
  ) {
    super(
      'conflict',
      VERSION_CONFLICT_MESSAGE,
      { expectedVersion: `The project is at version ${currentVersion}, not ${expectedVersion}` },
      'VersionConflict',
    );
    this.answer = { currentVersion };
  }
}

export function assertVersion(expected: number | undefined, current: number): void {
  if (expected !== undefined && expected !== current) throw new ProjectVersionConflict(expected, current);
}

/** stepData and fields are two forms of the same thing: one save uses one. */
export class FieldsWithStepData extends DomainError {
  constructor() {
    super(
      'validation',
      'Send either stepData (whole steps) or fields (changed fields), not both',
      { fields: 'Send either stepData or fields, not both' },
      'FieldsWithStepData',
    );
  }
}

/**
 * The whole objects of the steps a lean save touches: the stored step with the sent fields over it
 * and the cleared ones removed (so the save is judged and recorded like any other).
 */
export function stepDataFromFields(
  current: StepData,
  fields: StepFields = {},
  cleared: readonly string[] = [],
): StepData {
  const next: Record<string, Record<string, unknown>> = {};
  const touch = (step: StepKey) => (next[step] ??= { ...((current[step] ?? {}) as Record<string, unknown>) });
  for (const [step, values] of Object.entries(fields) as [StepKey, Record<string, unknown> | undefined][]) {
    if (values === undefined) continue;
    const object = touch(step);
    for (const [field, value] of Object.entries(values)) if (value !== undefined) object[field] = value;
  }
  for (const key of cleared) {
    const dot = key.indexOf('.');
    delete touch(key.slice(0, dot) as StepKey)[key.slice(dot + 1)];
  }
  return next;
}

/** The lean answer of a save: the project's state after it, without its data. */
export function savedProject(
  state: ProjectState,
  version: number,
  updatedAt: string | null,
): Omit<SavedProject, 'completion'> {
  return {
    id: state.projectId,
    version,
    title: state.title,
    status: displayStatus(state.currentStep, state.completed),
    currentStep: state.currentStep,
    completionPercentage: completionPercentage(state.stepData, state.currentStep),
    stepsDone: stepsDone(state.stepData, state.currentStep),
    staleSteps: staleSteps(state.stepData, state.builtFrom),
    updatedAt,
    sources: state.sources,
  };
}
