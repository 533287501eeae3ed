import type { PaidTier } from '../plans';
import type { BillingInterval, BillingMode, SubscriptionStatus } from '../subscription-terms';

/**
 * The state of a user's billing stream ('billing-<userId>'), folded by billing's decisions
 * (backend/src/billing/domain) and by the billing read model (rm_subscriptions) with this one
 * evolve. Time never comes from a clock here: what the state grants at an instant is derived in
 * billing's subscription-state.ts.
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

type Ref = { providerSubscriptionId: string };
type Period = { currentPeriodStart: string; currentPeriodEnd: string };
type Fold<T extends string, D> = { type: T; data: D };

/**
 * The billing events as this fold reads them: every type, with the fields it uses. The contracts'
 * BillingEvent (backend/src/contracts/billing.ts, the zod schemas of what is stored) is one, so a
 * new event type there fails to compile where it is folded until it is added here.
 */
export type BillingFoldEvent =
  | Fold<'billing.trial-started', { userId: string; startedAt: string; endsAt: string }>
  | Fold<'billing.trial-ended', { endedAt: string }>
  | Fold<
      'billing.subscription-created',
      Ref &
        Period & {
          userId: string;
          providerCustomerId: string;
          mode: BillingMode;
          tier: PaidTier;
          interval: BillingInterval;
          createdAt: string;
        }
    >
  | Fold<'billing.subscription-activated', Ref & Period & { tier: PaidTier; activatedAt: string }>
  | Fold<
      'billing.subscription-upgraded' | 'billing.subscription-downgraded',
      Ref & { toTier: PaidTier; interval: BillingInterval }
    >
  | Fold<'billing.subscription-cancel-scheduled', Ref>
  | Fold<'billing.subscription-resumed', Ref>
  | Fold<'billing.subscription-cancelled', Ref>
  | Fold<'billing.payment-failed', Ref>
  | Fold<'billing.invoice-paid', { invoice: { id: string } }>
  | Fold<'billing.subscription-renewed', Ref & Period>
  | Fold<'billing.usage-counted', unknown>;

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

export function evolveBilling(state: BillingState, event: BillingFoldEvent): BillingState {
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

export function foldBillingEvents(events: readonly BillingFoldEvent[]): BillingState {
  return events.reduce(evolveBilling, initialBillingState);
}
