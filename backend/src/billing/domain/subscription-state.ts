import type {
  AccountStatus,
  BillingEvent,
  BillingInterval,
  BillingMode,
  PaidTier,
  PlanFeatures,
  PlanLimits,
  SubscriptionStatus,
} from '../../contracts/billing';
import type { Tier } from '../../contracts/options';
import { limitsFor, planFor, TRIAL_TIER, trialLimits } from '@bb/kernel';

/**
 * The state of a user's billing stream ('billing-<userId>') and what it grants at an instant.
 * Time never comes from a clock here: `now` is a parameter, so the trial ending and a cancelled
 * subscription reaching its period end are derived, not stored.
 */
export interface TrialState {
  startedAt: string;
  endsAt: string;
  /** Set when a paid subscription took over before the trial ran out. */
  endedEarlyAt: string | null;
}

export interface SubscriptionRecord {
  providerSubscriptionId: string;
  providerCustomerId: string;
  mode: BillingMode;
  tier: PaidTier;
  interval: BillingInterval;
  status: SubscriptionStatus;
  createdAt: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
}

export interface BillingState {
  userId: string | null;
  trial: TrialState | null;
  subscription: SubscriptionRecord | null;
  providerCustomerId: string | null;
  paidInvoiceIds: readonly string[];
}

export const initialBillingState: BillingState = {
  userId: null,
  trial: null,
  subscription: null,
  providerCustomerId: null,
  paidInvoiceIds: [],
};

export function billingStreamId(userId: string): string {
  return `billing-${userId}`;
}

const t = (iso: string): number => Date.parse(iso);

function updateSubscription(
  state: BillingState,
  providerSubscriptionId: string,
  change: (s: SubscriptionRecord) => Partial<SubscriptionRecord>,
): BillingState {
  const s = state.subscription;
  if (s === null || s.providerSubscriptionId !== providerSubscriptionId) return state;
  return { ...state, subscription: { ...s, ...change(s) } };
}

export function evolve(state: BillingState, event: BillingEvent): BillingState {
  switch (event.type) {
    case 'billing.trial-started': {
      const { userId, startedAt, endsAt } = event.data;
      return { ...state, userId, trial: { startedAt, endsAt, endedEarlyAt: null } };
    }
    case 'billing.trial-ended': {
      const trial = state.trial;
      if (trial === null || trial.endedEarlyAt !== null) return state;
      return { ...state, trial: { ...trial, endedEarlyAt: event.data.endedAt } };
    }
    case 'billing.subscription-created': {
      const d = event.data;
      return {
        ...state,
        userId: d.userId,
        providerCustomerId: d.providerCustomerId,
        subscription: {
          providerSubscriptionId: d.providerSubscriptionId,
          providerCustomerId: d.providerCustomerId,
          mode: d.mode,
          tier: d.tier,
          interval: d.interval,
          status: 'incomplete',
          createdAt: d.createdAt,
          currentPeriodStart: d.currentPeriodStart,
          currentPeriodEnd: d.currentPeriodEnd,
          cancelAtPeriodEnd: false,
        },
      };
    }
    case 'billing.subscription-activated': {
      const d = event.data;
      const next = updateSubscription(state, d.providerSubscriptionId, () => ({
        status: 'active',
        tier: d.tier,
        currentPeriodStart: d.currentPeriodStart,
        currentPeriodEnd: d.currentPeriodEnd,
      }));
      const trial = next.trial;
      const endsTrial = trial !== null && trial.endedEarlyAt === null && t(d.activatedAt) < t(trial.endsAt);
      return endsTrial ? { ...next, trial: { ...trial, endedEarlyAt: d.activatedAt } } : next;
    }
    case 'billing.subscription-upgraded':
    case 'billing.subscription-downgraded':
      return updateSubscription(state, event.data.providerSubscriptionId, () => ({
        tier: event.data.toTier,
        interval: event.data.interval,
      }));
    case 'billing.subscription-cancel-scheduled':
      return updateSubscription(state, event.data.providerSubscriptionId, () => ({
        cancelAtPeriodEnd: true,
      }));
    case 'billing.subscription-resumed':
      return updateSubscription(state, event.data.providerSubscriptionId, () => ({
        cancelAtPeriodEnd: false,
      }));
    case 'billing.subscription-cancelled':
      return updateSubscription(state, event.data.providerSubscriptionId, () => ({ status: 'canceled' }));
    case 'billing.payment-failed':
      return updateSubscription(state, event.data.providerSubscriptionId, (s) =>
        s.status === 'active' ? { status: 'past_due' } : {},
      );
    case 'billing.invoice-paid':
      return { ...state, paidInvoiceIds: [...state.paidInvoiceIds, event.data.invoice.id] };
    case 'billing.subscription-renewed':
      return updateSubscription(state, event.data.providerSubscriptionId, () => ({
        status: 'active',
        currentPeriodStart: event.data.currentPeriodStart,
        currentPeriodEnd: event.data.currentPeriodEnd,
      }));
    case 'billing.usage-counted':
      return state;
  }
}

export function foldBillingEvents(events: readonly BillingEvent[]): BillingState {
  return events.reduce(evolve, initialBillingState);
}

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
