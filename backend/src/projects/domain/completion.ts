import { checkUsageLimit, firstBrokenStepBefore, type PlanLimits } from '@bb/kernel';
import { TOTAL_STEPS } from '../../contracts/projects';
import { projectEventTypes, type ProjectCompleted, type ProjectSlotReleased } from './project-events';
import {
  MonthlyCompletionLimitReached,
  NotAtFinalStep,
  ProjectIsReadOnly,
  StepRuleBroken,
} from './project-errors';
import { assertOwnedProject, type ProjectState } from './project';
import { releaseSlot } from './project-slots';

/**
 * Completing a project: only at step 8, only when every step's rule holds, and only while the
 * plan's monthly completions last (the kernel's limit arithmetic, packages/kernel/src/usage-limits.ts).
 * The completion is counted on the user's usage stream of the month, which is billing's
 * (`usage-{userId}-{YYYY-MM}`): the handler appends ProjectCompleted, billing's usage count and the
 * slot release in one append, the usage stream with the version it counted on, so parallel
 * completions cannot pass the limit together (commands/complete-project/completion-writes.ts).
 */
export interface CompleteProject {
  userId: string;
  via: ProjectCompleted['data']['via'];
  /** The usage month ('YYYY-MM', billing's periodKey of the command's time) it counts against. */
  period: string;
  /** Completions already counted in `period` (the user's usage stream of that month). */
  completedBefore: number;
  limits: PlanLimits;
}

export interface CompletionDecision {
  project: ProjectCompleted;
  slot: ProjectSlotReleased;
  period: string;
  completedThisMonth: number;
  monthlyLimit: number;
}

export function decideCompletion(state: ProjectState, cmd: CompleteProject): CompletionDecision {
  assertOwnedProject(state, cmd.userId);
  if (state.completed) throw new ProjectIsReadOnly();
  if (state.currentStep < TOTAL_STEPS) throw new NotAtFinalStep(state.currentStep);
  const broken = firstBrokenStepBefore(TOTAL_STEPS, state.stepData);
  if (broken) throw new StepRuleBroken(broken);

  const { period, completedBefore: used } = cmd;
  const check = checkUsageLimit(cmd.limits, 'completions', used);
  if (!check.ok) throw new MonthlyCompletionLimitReached(used, cmd.limits.completionsPerMonth);
  return {
    project: {
      type: projectEventTypes.completed,
      data: {
        projectId: state.projectId,
        userId: state.userId,
        period,
        completedThisMonth: check.usedAfter,
        monthlyLimit: check.limit,
        via: cmd.via,
      },
    },
    slot: releaseSlot(state.userId, state.projectId, 'completed'),
    period,
    completedThisMonth: check.usedAfter,
    monthlyLimit: check.limit,
  };
}
