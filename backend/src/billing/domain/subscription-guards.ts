import type { PaidTier } from '../../contracts/billing';
import {
  AlreadySubscribed,
  InvalidTransition,
  NotSubscribed,
  PaymentRequired,
  SameTier,
  TrialAlreadyUsed,
} from './errors';
import { tierRank } from '@bb/kernel';
import { type BillingState, liveSubscription, type SubscriptionRecord } from './subscription-state';

/**
 * The subscription's rules, callable on their own: a command handler checks them before it asks
 * the payment provider to act, and decide() checks them again with what the provider answered.
 */

/** The trial is opt-in and once per account: never after a trial or any subscription (DECISIONS.md "Trial"). */
export function assertCanStartTrial(state: Pick<BillingState, 'trial' | 'subscription'>): void {
  if (state.trial !== null) throw new TrialAlreadyUsed();
  if (state.subscription !== null)
    throw new InvalidTransition('start a trial', 'the account has or had a subscription');
}

/** The account could start the trial now (`trial.available` in GET /api/subscription-status). */
export function canStartTrial(state: Pick<BillingState, 'trial' | 'subscription'>): boolean {
  return state.trial === null && state.subscription === null;
}

export function assertCanSubscribe(state: BillingState, now: Date): void {
  const live = liveSubscription(state, now);
  if (live !== null) throw new AlreadySubscribed(live.tier);
}

/** The subscription a tier change applies to, and which way it goes. */
export function assertCanChangeTier(
  state: BillingState,
  targetTier: PaidTier,
  now: Date,
): { subscription: SubscriptionRecord; direction: 'upgrade' | 'downgrade' } {
  const s = state.subscription;
  if (s !== null && s.status === 'incomplete') throw new PaymentRequired(s.providerSubscriptionId);
  const live = liveSubscription(state, now);
  if (live === null) throw new NotSubscribed();
  if (live.tier === targetTier) throw new SameTier(targetTier);
  return {
    subscription: live,
    direction: tierRank(targetTier) > tierRank(live.tier) ? 'upgrade' : 'downgrade',
  };
}

/** Cancelling an unpaid (incomplete) subscription abandons it at once; a paid one ends at period end. */
export function assertCanCancel(
  state: BillingState,
  now: Date,
): { subscription: SubscriptionRecord; atOnce: boolean } {
  const s = state.subscription;
  if (s !== null && s.status === 'incomplete') return { subscription: s, atOnce: true };
  const live = liveSubscription(state, now);
  if (live === null) throw new NotSubscribed();
  if (live.cancelAtPeriodEnd)
    throw new InvalidTransition('cancel', 'the subscription is already cancelling at period end');
  return { subscription: live, atOnce: false };
}

/** Only a subscription cancelling at period end, not yet ended, can be resumed (the cancellation withdrawn). */
export function assertCanResume(state: BillingState, now: Date): SubscriptionRecord {
  const live = liveSubscription(state, now);
  if (live === null) throw new NotSubscribed();
  if (!live.cancelAtPeriodEnd) throw new InvalidTransition('resume', 'the subscription is not cancelling');
  return live;
}
