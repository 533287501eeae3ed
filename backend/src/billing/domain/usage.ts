import { checkActiveProjects, checkUsageLimit, type LimitSource, type UsageCounter } from '@bb/kernel';
import type { BillingEvent, BillingEventOf } from '../../contracts/billing';
import { MonthlyLimitReached, ProjectLimitReached } from './errors';
import { billingEvent } from './subscription-events';
import { type PeriodKey, periodKey } from './usage-period';

/**
 * Monthly usage per user and usage month (usage-period.ts): completions, exports and
 * vibe-coding prompts. The limits and their arithmetic are the kernel's
 * (packages/kernel/src/usage-limits.ts); here a refusal becomes billing's error, and the database
 * makes the count hold under concurrency (a usage stream appended with its expected version, or a
 * counter row updated with `used + n <= limit` in the append transaction).
 */
export type UsageCounters = Record<UsageCounter, number>;

export const emptyUsage: UsageCounters = { completions: 0, exports: 0, vibeCodingPrompts: 0 };

export type LimitCheck =
  | { ok: true; limit: number; usedAfter: number; remaining: number | null }
  | { ok: false; error: MonthlyLimitReached };

/** May `n` more uses be counted when `used` are already counted this month? */
export function checkLimit(plan: LimitSource, counter: UsageCounter, used: number, n = 1): LimitCheck {
  const check = checkUsageLimit(plan, counter, used, n);
  return check.ok ? check : { ok: false, error: new MonthlyLimitReached(counter, check.limit, check.used) };
}

export function assertWithinLimit(plan: LimitSource, counter: UsageCounter, used: number, n = 1): void {
  const check = checkLimit(plan, counter, used, n);
  if (!check.ok) throw check.error;
}

/** Active (open, not completed) projects: may one more be created? */
export function checkProjectLimit(
  plan: LimitSource,
  activeProjects: number,
): { ok: true; limit: number } | { ok: false; error: ProjectLimitReached } {
  const check = checkActiveProjects(plan, activeProjects);
  return check.ok ? check : { ok: false, error: new ProjectLimitReached(check.limit, check.active) };
}

// ---------------------------------------------------------------- the usage stream

export function usageStreamId(userId: string, period: PeriodKey): string {
  return `usage-${userId}-${period}`;
}

export interface UsageState {
  userId: string | null;
  period: PeriodKey | null;
  used: UsageCounters;
}

export const initialUsageState: UsageState = { userId: null, period: null, used: emptyUsage };

export function evolveUsage(state: UsageState, event: BillingEvent): UsageState {
  if (event.type !== 'billing.usage-counted') return state;
  const { userId, period, counter, n } = event.data;
  return { userId, period, used: { ...state.used, [counter]: state.used[counter] + n } };
}

export function foldUsage(events: readonly BillingEvent[]): UsageState {
  return events.reduce(evolveUsage, initialUsageState);
}

export interface CountUsage {
  type: 'CountUsage';
  userId: string;
  counter: UsageCounter;
  n: number;
  /** The limits in effect at `now` (accessAt(state, now).limits) or a tier. */
  plan: LimitSource;
  now: Date;
}

/**
 * Counts `n` uses against the usage month of `now`, in the stream usageStreamId(userId, period).
 * Throws MonthlyLimitReached; append with the loaded version so concurrent counts cannot both pass.
 */
export function decideUsage(
  command: CountUsage,
  state: UsageState,
): BillingEventOf<'billing.usage-counted'>[] {
  const period = periodKey(command.now);
  if (state.period !== null && state.period !== period) {
    throw new RangeError(`usage stream of ${state.period} cannot count for ${period}`);
  }
  const check = checkLimit(command.plan, command.counter, state.used[command.counter], command.n);
  if (!check.ok) throw check.error;
  return [
    billingEvent('billing.usage-counted', {
      userId: command.userId,
      period,
      counter: command.counter,
      n: command.n,
      usedAfter: check.usedAfter,
      limit: check.limit,
      countedAt: command.now.toISOString(),
    }),
  ];
}
