import type { BillingEventOf, PlanLimits } from '../../contracts/billing';
import { TOTAL_STEPS } from '../../contracts/projects';
import { checkLimit, decideUsage, type UsageState } from '../../billing/domain/usage';
import { periodKey } from '../../billing/domain/usage-period';
import { projectEventTypes, type ProjectCompleted, type ProjectSlotReleased } from './project-events';
import {
  MonthlyCompletionLimitReached,
  NotAtFinalStep,
  ProjectIsReadOnly,
  StepRuleBroken,
} from './project-errors';
import { assertOwnedProject, type ProjectState } from './project';
import { releaseSlot } from './project-slots';
import { firstBrokenStepBefore } from '@bb/kernel';

/**
 * Completing a project: only at step 8, only when every step's rule holds,
 * and only while the plan's monthly completions last. The completion is counted on the user's
 * usage stream of the month (billing/domain/usage.ts, `usage-{userId}-{YYYY-MM}`): the handler
 * appends the three events below in one append, the usage stream with the version it counted on,
 * so parallel completions cannot pass the limit together.
 */
export interface CompleteProject {
  userId: string;
  via: ProjectCompleted['data']['via'];
  now: Date;
  limits: PlanLimits;
}

export interface CompletionDecision {
  project: ProjectCompleted;
  usage: BillingEventOf<'billing.usage-counted'>;
  slot: ProjectSlotReleased;
  period: string;
  completedThisMonth: number;
  monthlyLimit: number;
}

/** `usage` must be the fold of usageStreamId(userId, periodKey(now)). */
export function decideCompletion(
  state: ProjectState,
  usage: UsageState,
  cmd: CompleteProject,
): CompletionDecision {
  assertOwnedProject(state, cmd.userId);
  if (state.completed) throw new ProjectIsReadOnly();
  if (state.currentStep < TOTAL_STEPS) throw new NotAtFinalStep(state.currentStep);
  const broken = firstBrokenStepBefore(TOTAL_STEPS, state.stepData);
  if (broken) throw new StepRuleBroken(broken);

  const period = periodKey(cmd.now);
  const used = usage.used.completions;
  const check = checkLimit(cmd.limits, 'completions', used);
  if (!check.ok) throw new MonthlyCompletionLimitReached(used, cmd.limits.completionsPerMonth);
  const [counted] = decideUsage(
    { type: 'CountUsage', userId: cmd.userId, counter: 'completions', n: 1, plan: cmd.limits, now: cmd.now },
    usage,
  );
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
    usage: counted!,
    slot: releaseSlot(state.userId, state.projectId, 'completed'),
    period,
    completedThisMonth: check.usedAfter,
    monthlyLimit: check.limit,
  };
}
