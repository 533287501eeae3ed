import { TOTAL_STEPS, type Provenance } from '../../contracts/projects';
import type { StepData, StepKey } from '../../contracts/step-data';
import {
  projectEventTypes,
  type ProjectEvent,
  type ProjectSlotReleased,
  type WizardStepSaved,
} from './project-events';
import { ProjectIsReadOnly, StepRuleBroken, UserFieldsWouldBeOverwritten } from './project-errors';
import { assertOwnedProject, type ProjectState } from './project';
import { releaseSlot } from './project-slots';
import { copyTitle, initialTitle, titleAfterSave } from './project-title';
import { applyChanges, changesFromScratch, diffStepData } from './step-changes';
import { checkConsistency, fieldKey, firstBrokenStepBefore } from '@bb/kernel';
import { overwrittenUserFields } from './user-fields';

/**
 * decide(command, state) -> events for creating, duplicating, saving (with renaming) and deleting
 * a project. Completion is in completion.ts (it also needs the usage month). Pure: ids and time
 * come in with the command.
 */
export interface CreateProject {
  projectId: string;
  userId: string;
  title?: string;
  currentStep?: number;
  stepData?: StepData;
  provenance?: Provenance;
}

export function decideCreate(cmd: CreateProject): ProjectEvent[] {
  const currentStep = cmd.currentStep ?? 1;
  if (!Number.isInteger(currentStep) || currentStep < 1 || currentStep >= TOTAL_STEPS) {
    throw new RangeError(`a new project starts at step 1 to ${TOTAL_STEPS - 1}, not ${currentStep}`);
  }
  const changes = diffStepData({}, cmd.stepData ?? {}, cmd.provenance);
  const data = applyChanges({}, changes);
  assertRules(checkConsistency(data) ?? firstBrokenStepBefore(currentStep, data));
  const { title, titleSource } = initialTitle(cmd.title, data);
  const events: ProjectEvent[] = [
    {
      type: projectEventTypes.created,
      data: { projectId: cmd.projectId, userId: cmd.userId, title, titleSource, duplicatedFrom: null },
    },
  ];
  if (changes.length > 0 || currentStep > 1) events.push(stepSaved(cmd.projectId, currentStep, 1, changes));
  return events;
}

/** A copy: 'Copy of ...', open (even of a completed project), same step, same data and sources. */
export function decideDuplicate(
  source: ProjectState,
  cmd: { projectId: string; userId: string },
): ProjectEvent[] {
  assertOwnedProject(source, cmd.userId);
  const changes = changesFromScratch(source.stepData, source.sources);
  const events: ProjectEvent[] = [
    {
      type: projectEventTypes.created,
      data: {
        projectId: cmd.projectId,
        userId: cmd.userId,
        title: copyTitle(source.title),
        titleSource: 'copy',
        duplicatedFrom: source.projectId,
      },
    },
  ];
  if (changes.length > 0 || source.currentStep > 1)
    events.push(stepSaved(cmd.projectId, source.currentStep, 1, changes));
  return events;
}

export interface UpdateProject {
  userId: string;
  title?: string;
  currentStep?: number;
  stepData?: StepData;
  provenance?: Provenance;
  /** 'step.field' keys the user chose to replace with generated text (user-fields.ts). */
  overwriteUserFields?: readonly string[];
  /** Steps the user brought up to date with their current inputs (step-dependencies.ts). */
  upToDate?: readonly StepKey[];
}

export interface UpdateDecision {
  events: ProjectEvent[];
  /** The save moved the project onto step 8: it is to be completed. */
  reachesFinalStep: boolean;
}

/**
 * PATCH: stepData merged per step key, currentStep the highest step reached (a lower one is
 * ignored), moving forward only when every earlier step's rule holds, the title from the typed
 * title or the chosen name. A save that changes nothing appends nothing.
 */
export function decideUpdate(state: ProjectState, cmd: UpdateProject): UpdateDecision {
  assertOwnedProject(state, cmd.userId);
  if (state.completed) throw new ProjectIsReadOnly();
  const changes = diffStepData(state.stepData, cmd.stepData ?? {}, cmd.provenance);
  const overwritten = overwrittenUserFields(state.stepData, state.sources, changes, cmd.overwriteUserFields);
  if (overwritten.length > 0)
    throw new UserFieldsWouldBeOverwritten(overwritten.map((c) => fieldKey(c.step, c.field)));
  const data = applyChanges(state.stepData, changes);
  const target = Math.max(state.currentStep, cmd.currentStep ?? state.currentStep);
  const movesForward = target > state.currentStep;
  if (changes.length > 0) assertRules(checkConsistency(data));
  if (movesForward) assertRules(firstBrokenStepBefore(target, data));
  const upToDate = [...new Set(cmd.upToDate ?? [])].filter((step) => state.builtFrom[step] !== undefined);

  const events: ProjectEvent[] = [];
  if (changes.length > 0 || movesForward || upToDate.length > 0)
    events.push(stepSaved(state.projectId, target, state.currentStep, changes, upToDate));
  const title = titleAfterSave({
    currentTitle: state.title,
    typed: cmd.title,
    before: state.stepData,
    after: data,
  });
  if (title) events.push({ type: projectEventTypes.renamed, data: { projectId: state.projectId, ...title } });
  return { events, reachesFinalStep: movesForward && target >= TOTAL_STEPS };
}

/**
 * Deleting is allowed for completed projects too (it removes, it does not edit). An open project
 * gives its slot back; a completed one gave it back when it was completed.
 */
export function decideDelete(
  state: ProjectState,
  cmd: { userId: string },
): { events: ProjectEvent[]; slot: ProjectSlotReleased | null } {
  assertOwnedProject(state, cmd.userId);
  return {
    events: [{ type: projectEventTypes.deleted, data: { projectId: state.projectId, userId: state.userId } }],
    slot: state.completed ? null : releaseSlot(state.userId, state.projectId, 'deleted'),
  };
}

function stepSaved(
  projectId: string,
  currentStep: number,
  previousStep: number,
  changes: WizardStepSaved['data']['changes'],
  upToDate: StepKey[] = [],
): WizardStepSaved {
  return {
    type: projectEventTypes.stepSaved,
    data: { projectId, currentStep, previousStep, changes, ...(upToDate.length > 0 ? { upToDate } : {}) },
  };
}

function assertRules(failure: ReturnType<typeof firstBrokenStepBefore>): void {
  if (failure) throw new StepRuleBroken(failure);
}
