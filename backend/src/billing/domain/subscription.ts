import type { BillingEvent, BillingInterval, PaidTier } from '../../contracts/billing';
import { InvalidTransition } from './errors';
import { TRIAL_DAYS } from '@bb/kernel';
import { billingEvent, type CancelReason, type SubscriptionSnapshot } from './subscription-events';
import {
  assertCanCancel,
  assertCanChangeTier,
  assertCanResume,
  assertCanStartTrial,
  assertCanSubscribe,
} from './subscription-guards';
import { created, type InvoicePaidInput, invoicePaid, sync } from './subscription-provider';
import { type BillingState, hasLapsed, isTrialActive } from './subscription-state';

export * from './subscription-events';
export * from './subscription-guards';
export type { InvoicePaidInput } from './subscription-provider';
export * from './subscription-state';

const iso = (d: Date): string => d.toISOString();

/**
 * The subscription aggregate (stream 'billing-<userId>'): decide(command, state) -> events, and
 * evolve in subscription-state.ts. The shells (command handlers, the webhook handler) call the
 * provider first when the provider must act, then pass what it answered here; the guards
 * (subscription-guards.ts) let them refuse before calling the provider at all.
 */

export type BillingCommand =
  | { type: 'StartTrial'; userId: string; now: Date }
  /** The user chose the free plan during the trial (downgrade to free): free at once. */
  | { type: 'EndTrial'; now: Date }
  | { type: 'CreateSubscription'; userId: string; subscription: SubscriptionSnapshot; now: Date }
  /** The provider has applied the change (Billing.changeTier answered applied: true). */
  | { type: 'ChangeTier'; targetTier: PaidTier; interval?: BillingInterval; now: Date }
  | { type: 'ScheduleCancel'; now: Date }
  | { type: 'ResumeSubscription'; now: Date }
  | { type: 'EndSubscription'; providerSubscriptionId: string; reason: CancelReason; now: Date }
  | ({ type: 'RecordInvoicePaid'; now: Date } & InvoicePaidInput)
  | {
      type: 'RecordPaymentFailed';
      providerSubscriptionId: string;
      invoiceId: string;
      amountDue: number;
      message: string | null;
      now: Date;
    }
  /** A webhook's snapshot: the events that bring the stream in line with the provider. */
  /** `userId` (from the provider's metadata) lets a subscription unknown to the stream be adopted. */
  | { type: 'SyncSubscription'; subscription: SubscriptionSnapshot; userId?: string | null; now: Date };

const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------- decide

export function decide(command: BillingCommand, state: BillingState): BillingEvent[] {
  const now = iso(command.now);
  switch (command.type) {
    case 'StartTrial': {
      assertCanStartTrial(state);
      const endsAt = iso(new Date(command.now.getTime() + TRIAL_DAYS * DAY_MS));
      return [billingEvent('billing.trial-started', { userId: command.userId, startedAt: now, endsAt })];
    }
    case 'EndTrial': {
      if (!isTrialActive(state, command.now) || state.trial === null)
        throw new InvalidTransition('end the trial', 'no trial is running');
      return [billingEvent('billing.trial-ended', { userId: state.userId ?? '', endedAt: now })];
    }
    case 'CreateSubscription':
      assertCanSubscribe(state, command.now);
      if (command.subscription.status === 'canceled') {
        throw new InvalidTransition(
          'create a subscription',
          'the provider answered with a cancelled subscription',
        );
      }
      return created(command.userId, command.subscription, now);
    case 'ChangeTier': {
      const { subscription: s, direction } = assertCanChangeTier(state, command.targetTier, command.now);
      const ref = { providerSubscriptionId: s.providerSubscriptionId };
      const change = {
        ...ref,
        fromTier: s.tier,
        toTier: command.targetTier,
        interval: command.interval ?? s.interval,
        changedAt: now,
      };
      return [
        ...(s.cancelAtPeriodEnd
          ? [billingEvent('billing.subscription-resumed', { ...ref, resumedAt: now })]
          : []),
        direction === 'upgrade'
          ? billingEvent('billing.subscription-upgraded', change)
          : billingEvent('billing.subscription-downgraded', change),
      ];
    }
    case 'ScheduleCancel': {
      const { subscription: s, atOnce } = assertCanCancel(state, command.now);
      const ref = { providerSubscriptionId: s.providerSubscriptionId };
      return atOnce
        ? [billingEvent('billing.subscription-cancelled', { ...ref, cancelledAt: now, reason: 'abandoned' })]
        : [
            billingEvent('billing.subscription-cancel-scheduled', {
              ...ref,
              scheduledAt: now,
              effectiveAt: s.currentPeriodEnd,
            }),
          ];
    }
    case 'ResumeSubscription': {
      const live = assertCanResume(state, command.now);
      return [
        billingEvent('billing.subscription-resumed', {
          providerSubscriptionId: live.providerSubscriptionId,
          resumedAt: now,
        }),
      ];
    }
    case 'EndSubscription': {
      const s = state.subscription;
      if (
        s === null ||
        s.providerSubscriptionId !== command.providerSubscriptionId ||
        s.status === 'canceled'
      )
        return [];
      if (command.reason === 'period-ended' && !hasLapsed(state, command.now)) {
        throw new InvalidTransition(
          'end the subscription',
          'its period has not ended or it is not cancelling',
        );
      }
      const ref = { providerSubscriptionId: s.providerSubscriptionId };
      return [
        billingEvent('billing.subscription-cancelled', { ...ref, cancelledAt: now, reason: command.reason }),
      ];
    }
    case 'RecordInvoicePaid':
      return invoicePaid(command, state, now);
    case 'RecordPaymentFailed': {
      const { providerSubscriptionId, invoiceId, amountDue, message } = command;
      if (state.paidInvoiceIds.includes(invoiceId)) return [];
      return [
        billingEvent('billing.payment-failed', {
          providerSubscriptionId,
          invoiceId,
          amountDue,
          message,
          failedAt: now,
        }),
      ];
    }
    case 'SyncSubscription':
      return sync(command.subscription, state, command.now, command.userId ?? null);
  }
}
