import type { FieldSource, Provenance } from '../../contracts/projects';
import type { StepKey } from '../../contracts/step-data';
import { projectEventTypes, type ProjectEvent } from './project-events';
import { ProjectIsReadOnly, StepRuleBroken, UnknownProjectVersion } from './project-errors';
import { assertOwnedProject, foldProject, type ProjectState } from './project';
import { titleAfterSave } from './project-title';
import { applyChanges, diffStepData } from './step-changes';
import { checkConsistency, fieldKey } from '@bb/kernel';

/**
 * Restoring an earlier version of one step's data (issue 7, the project history): the stream is
 * folded up to that version with the domain's own evolve, and the step's object then is put back
 * as a 'projects.step-data-restored' event. The restored fields keep the sources they had then
 * (a generated text stays generated). Like a save, it changes nothing on a completed project,
 * moves no step, appends nothing when the step already holds that data, and renames the project
 * when it brings back a different selected name.
 */
export interface StepAtVersion {
  /** The step's object after `version` ({} when the step had no data then). */
  value: Record<string, unknown>;
  /** Who had written each of its fields, by field name. */
  sources: Record<string, FieldSource>;
}

/** The project as it was after `version` (1-based, the stream position of an event). */
export function projectAtVersion(events: readonly ProjectEvent[], version: number): ProjectState {
  if (!Number.isInteger(version) || version < 1 || version > events.length) {
    throw new UnknownProjectVersion(version, events.length);
  }
  return foldProject(events.slice(0, version));
}

export function stepAt(state: ProjectState, step: StepKey): StepAtVersion {
  const value = { ...((state.stepData[step] ?? {}) as Record<string, unknown>) };
  const sources: Record<string, FieldSource> = {};
  for (const field of Object.keys(value)) {
    const source = state.sources[fieldKey(step, field)];
    if (source) sources[field] = source;
  }
  return { value, sources };
}

/**
 * The caller's own project as it was after `version` (as it is now when none is given). Another
 * user's, a deleted or an unknown project is 'Project not found'; an unknown version is a
 * validation error.
 */
export function readProjectAtVersion(
  events: readonly ProjectEvent[],
  userId: string,
  version: number = events.length,
): ProjectState {
  assertOwnedProject(foldProject(events), userId);
  return projectAtVersion(events, version);
}

/** The step's data after `version` of the caller's own project (another user's: not found). */
export function readStepAtVersion(
  events: readonly ProjectEvent[],
  cmd: { userId: string; version: number; step: StepKey },
): StepAtVersion {
  return stepAt(readProjectAtVersion(events, cmd.userId, cmd.version), cmd.step);
}

export interface RestoreStepData {
  userId: string;
  step: StepKey;
  /** The version whose data of `step` comes back. */
  fromVersion: number;
}

export function decideRestore(events: readonly ProjectEvent[], cmd: RestoreStepData): ProjectEvent[] {
  const state = foldProject(events);
  assertOwnedProject(state, cmd.userId);
  if (state.completed) throw new ProjectIsReadOnly();
  const then = projectAtVersion(events, cmd.fromVersion);
  const { value, sources } = stepAt(then, cmd.step);
  const provenance: Provenance = { [cmd.step]: sources };
  const changes = diffStepData(state.stepData, { [cmd.step]: value }, provenance);
  if (changes.length === 0) return [];
  const data = applyChanges(state.stepData, changes);
  const broken = checkConsistency(data);
  if (broken) throw new StepRuleBroken(broken);

  const restored: ProjectEvent = {
    type: projectEventTypes.stepDataRestored,
    data: {
      projectId: state.projectId,
      step: cmd.step,
      fromVersion: cmd.fromVersion,
      value,
      changes,
      builtFrom: then.builtFrom[cmd.step] ?? null,
    },
  };
  const title = titleAfterSave({
    currentTitle: state.title,
    typed: undefined,
    before: state.stepData,
    after: data,
  });
  return title
    ? [restored, { type: projectEventTypes.renamed, data: { projectId: state.projectId, ...title } }]
    : [restored];
}
