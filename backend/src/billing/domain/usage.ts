import type { BillingEvent, BillingEventOf, PlanLimits, UsageCounter } from '../../contracts/billing';
import type { Tier } from '../../contracts/options';
import { MonthlyLimitReached, ProjectLimitReached } from './errors';
import { isUnlimited, limitsFor } from './plans';
import { billingEvent } from './subscription-events';
import { type PeriodKey, periodKey } from './usage-period';

/**
 * Monthly usage per user and usage month (usage-period.ts): completions, exports and
 * vibe-coding prompts, and the pure checks against a plan's limits. The database makes them hold
 * under concurrency (a usage stream appended with its expected version, or a counter row updated
 * with `used + n <= limit` in the append transaction); these functions say what the limit is.
 */
export type UsageCounters = Record<UsageCounter, number>;

export const emptyUsage: UsageCounters = { completions: 0, exports: 0, vibeCodingPrompts: 0 };

export const limitFieldOf: Readonly<Record<UsageCounter, keyof PlanLimits>> = {
  completions: 'completionsPerMonth',
  exports: 'exportsPerMonth',
  vibeCodingPrompts: 'vibeCodingPromptsPerMonth',
};

/** A tier, or the limits in effect (accessAt(...).limits, which knows about the trial). */
export type LimitSource = Tier | PlanLimits;

function limitsOf(plan: LimitSource): PlanLimits {
  return typeof plan === 'string' ? limitsFor(plan) : plan;
}

export function limitOf(plan: LimitSource, counter: UsageCounter): number {
  return limitsOf(plan)[limitFieldOf[counter]];
}

/** What is left this month; null when unlimited. */
export function remaining(plan: LimitSource, counter: UsageCounter, used: number): number | null {
  const limit = limitOf(plan, counter);
  return isUnlimited(limit) ? null : Math.max(0, limit - used);
}

export type LimitCheck =
  | { ok: true; limit: number; usedAfter: number; remaining: number | null }
  | { ok: false; error: MonthlyLimitReached };

/** May `n` more uses be counted when `used` are already counted this month? */
export function checkLimit(plan: LimitSource, counter: UsageCounter, used: number, n = 1): LimitCheck {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`n must be a positive integer, got ${n}`);
  if (!Number.isInteger(used) || used < 0)
    throw new RangeError(`used must be a non-negative integer, got ${used}`);
  const limit = limitOf(plan, counter);
  const usedAfter = used + n;
  if (isUnlimited(limit)) return { ok: true, limit, usedAfter, remaining: null };
  if (usedAfter > limit) return { ok: false, error: new MonthlyLimitReached(counter, limit, used) };
  return { ok: true, limit, usedAfter, remaining: limit - usedAfter };
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
  const limit = limitsOf(plan).activeProjects;
  if (isUnlimited(limit) || activeProjects < limit) return { ok: true, limit };
  return { ok: false, error: new ProjectLimitReached(limit, activeProjects) };
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
