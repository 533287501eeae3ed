import type {
  BillingMode,
  Invoice,
  SubscriptionStatusResponse,
  SubscriptionSummary,
} from '../../contracts/billing';
import { accessAt, accountStatus, type AccessInputs, hasLapsed, isTrialActive } from './subscription-state';
import { canStartTrial } from './subscription-guards';
import { checkLimit, checkProjectLimit, type UsageCounters } from './usage';
import { periodKey } from './usage-period';

/**
 * GET /api/subscription-status, derived at `now` from the billing state (or a read-model row of
 * the same shape), this month's usage counters, the number of active projects and the invoices.
 */
export interface SubscriptionStatusInputs {
  state: AccessInputs;
  now: Date;
  mode: BillingMode;
  /** Counters of periodKey(now). */
  usage: UsageCounters;
  activeProjects: number;
  /** Newest first. */
  invoices: readonly Invoice[];
}

export function buildSubscriptionStatus(input: SubscriptionStatusInputs): SubscriptionStatusResponse {
  const { state, now, usage } = input;
  const access = accessAt(state, now);
  const limits = access.limits;
  const canExport = limits.exportsPerMonth !== 0 && checkLimit(limits, 'exports', usage.exports).ok;
  return {
    tier: access.tier,
    status: accountStatus(state, now),
    period: periodKey(now),
    completedThisMonth: usage.completions,
    monthlyLimit: limits.completionsPerMonth,
    canCompleteProjects: checkLimit(limits, 'completions', usage.completions).ok,
    projectLimit: limits.activeProjects,
    activeProjects: input.activeProjects,
    canCreateProjects: checkProjectLimit(limits, input.activeProjects).ok,
    usage: { vibeCodingUsed: usage.vibeCodingPrompts, vibeCodingLimit: limits.vibeCodingPromptsPerMonth },
    canExport,
    exportsThisMonth: usage.exports,
    exportLimit: limits.exportsPerMonth,
    subscription: summary(state, now),
    invoices: [...input.invoices],
    trial: {
      active: isTrialActive(state, now),
      endsAt: state.trial === null ? null : (state.trial.endedEarlyAt ?? state.trial.endsAt),
      available: canStartTrial(state),
    },
    billingMode: input.mode,
  };
}

function summary(state: AccessInputs, now: Date): SubscriptionSummary | null {
  const s = state.subscription;
  if (s === null) return null;
  return {
    tier: s.tier,
    interval: s.interval,
    status: hasLapsed(state, now) ? 'canceled' : s.status,
    current_period_start: s.currentPeriodStart,
    current_period_end: s.currentPeriodEnd,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    created: s.createdAt,
  };
}
