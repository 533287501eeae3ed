import { isUnlimited, limitsFor, type PlanLimits, type Tier } from './plans';

/**
 * The monthly counters and how they meet a plan's limits (-1 unlimited): what is left, and whether
 * `n` more uses fit. Pure arithmetic; billing turns a refusal into its error and makes the count
 * hold under concurrency (billing/domain/usage.ts), the browser shows the same numbers.
 */
export const usageCounters = ['completions', 'exports', 'vibeCodingPrompts'] as const;
export type UsageCounter = (typeof usageCounters)[number];

export const limitFieldOf: Readonly<Record<UsageCounter, keyof PlanLimits>> = {
  completions: 'completionsPerMonth',
  exports: 'exportsPerMonth',
  vibeCodingPrompts: 'vibeCodingPromptsPerMonth',
};

/** A tier, or the limits in effect (billing's accessAt(...).limits, which knows about the trial). */
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

export type UsageLimitCheck =
  | { ok: true; limit: number; usedAfter: number; remaining: number | null }
  | { ok: false; limit: number; used: number };

/** May `n` more uses be counted when `used` are already counted this month? */
export function checkUsageLimit(
  plan: LimitSource,
  counter: UsageCounter,
  used: number,
  n = 1,
): UsageLimitCheck {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`n must be a positive integer, got ${n}`);
  if (!Number.isInteger(used) || used < 0)
    throw new RangeError(`used must be a non-negative integer, got ${used}`);
  const limit = limitOf(plan, counter);
  const usedAfter = used + n;
  if (isUnlimited(limit)) return { ok: true, limit, usedAfter, remaining: null };
  if (usedAfter > limit) return { ok: false, limit, used };
  return { ok: true, limit, usedAfter, remaining: limit - usedAfter };
}

/** Active (open, not completed) projects: may one more be created? */
export function checkActiveProjects(
  plan: LimitSource,
  activeProjects: number,
): { ok: true; limit: number } | { ok: false; limit: number; active: number } {
  const limit = limitsOf(plan).activeProjects;
  if (isUnlimited(limit) || activeProjects < limit) return { ok: true, limit };
  return { ok: false, limit, active: activeProjects };
}
