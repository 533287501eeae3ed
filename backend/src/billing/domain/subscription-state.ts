import {
  limitsFor,
  planFor,
  TRIAL_TIER,
  trialLimits,
  type AccountStatus,
  type PlanFeatures,
  type PlanLimits,
  type Tier,
} from '@bb/kernel';
import type { BillingState, SubscriptionRecord } from '@bb/kernel/folds';

/**
 * A user's billing stream ('billing-<userId>') and what it grants at an instant. The fold (state
 * and evolve) is the kernel's (packages/kernel/src/folds/subscription-state.ts), the one the billing
 * read model folds with too. Time never comes from a clock here: `now` is a parameter, so the trial
 * ending and a cancelled subscription reaching its period end are derived, not stored.
 */
export {
  billingStreamId,
  evolveBilling,
  foldBillingEvents,
  initialBillingState,
  type BillingState,
  type SubscriptionRecord,
  type TrialState,
} from '@bb/kernel/folds';

const t = (iso: string): number => Date.parse(iso);

// ---------------------------------------------------------------- what the state grants at `now`

/** Only the fields the derivations read, so a read-model row of the same shape works too. */
export type AccessInputs = Pick<BillingState, 'trial' | 'subscription'>;

/** Paid and not past a scheduled cancellation. past_due keeps the tier while the provider retries. */
export function liveSubscription(state: AccessInputs, now: Date): SubscriptionRecord | null {
  const s = state.subscription;
  if (s === null || (s.status !== 'active' && s.status !== 'past_due')) return null;
  if (s.cancelAtPeriodEnd && now.getTime() >= t(s.currentPeriodEnd)) return null;
  return s;
}

/** The subscription has reached a scheduled cancellation's period end (no event needed). */
export function hasLapsed(state: AccessInputs, now: Date): boolean {
  const s = state.subscription;
  return (
    s !== null && s.status !== 'canceled' && s.cancelAtPeriodEnd && now.getTime() >= t(s.currentPeriodEnd)
  );
}

export function isTrialActive(state: AccessInputs, now: Date): boolean {
  const trial = state.trial;
  if (trial === null || trial.endedEarlyAt !== null) return false;
  return now.getTime() < t(trial.endsAt) && liveSubscription(state, now) === null;
}

export interface Access {
  tier: Tier;
  source: 'free' | 'trial' | 'subscription';
  limits: PlanLimits;
  features: PlanFeatures;
  trialEndsAt: string | null;
}

/** What the user may do at `now`: a live subscription, else an unexpired trial, else free. */
export function accessAt(state: AccessInputs, now: Date): Access {
  const live = liveSubscription(state, now);
  if (live !== null) {
    return {
      tier: live.tier,
      source: 'subscription',
      limits: limitsFor(live.tier),
      features: planFor(live.tier).features,
      trialEndsAt: null,
    };
  }
  if (isTrialActive(state, now) && state.trial !== null) {
    return {
      tier: TRIAL_TIER,
      source: 'trial',
      limits: trialLimits,
      features: planFor(TRIAL_TIER).features,
      trialEndsAt: state.trial.endsAt,
    };
  }
  return {
    tier: 'free',
    source: 'free',
    limits: limitsFor('free'),
    features: planFor('free').features,
    trialEndsAt: null,
  };
}

export function effectiveTier(state: AccessInputs, now: Date): Tier {
  return accessAt(state, now).tier;
}

export function accountStatus(state: AccessInputs, now: Date): AccountStatus {
  const live = liveSubscription(state, now);
  if (live !== null) return live.status === 'past_due' ? 'past_due' : 'active';
  if (state.subscription?.status === 'incomplete') return 'incomplete';
  if (isTrialActive(state, now)) return 'trialing';
  return state.subscription === null ? 'free' : 'canceled';
}
