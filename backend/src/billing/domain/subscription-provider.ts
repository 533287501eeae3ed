import type { BillingEvent, Invoice, PaidTier } from '../../contracts/billing';
import { tierRank } from '@bb/kernel';
import { billingEvent, type SubscriptionSnapshot } from './subscription-events';
import { type BillingState, liveSubscription } from './subscription-state';

const iso = (d: Date): string => d.toISOString();

/**
 * What the payment provider reports (a created subscription, an invoice paid, a webhook's
 * subscription snapshot) turned into the events that bring the stream in line with it. Each
 * function emits only what differs from the state, so a repeated report changes nothing.
 */

export function created(userId: string, snap: SubscriptionSnapshot, now: string): BillingEvent[] {
  const ref = { providerSubscriptionId: snap.providerSubscriptionId };
  const period = {
    currentPeriodStart: iso(snap.currentPeriodStart),
    currentPeriodEnd: iso(snap.currentPeriodEnd),
  };
  const events: BillingEvent[] = [
    billingEvent('billing.subscription-created', {
      userId,
      ...ref,
      providerCustomerId: snap.providerCustomerId,
      mode: snap.mode,
      tier: snap.tier,
      interval: snap.interval,
      createdAt: iso(snap.created),
      ...period,
    }),
  ];
  if (snap.status === 'active' || snap.status === 'past_due') {
    events.push(
      billingEvent('billing.subscription-activated', {
        ...ref,
        tier: snap.tier,
        activatedAt: now,
        ...period,
      }),
    );
  }
  if (snap.cancelAtPeriodEnd) {
    events.push(
      billingEvent('billing.subscription-cancel-scheduled', {
        ...ref,
        scheduledAt: now,
        effectiveAt: period.currentPeriodEnd,
      }),
    );
  }
  return events;
}

export interface InvoicePaidInput {
  providerSubscriptionId: string;
  tier: PaidTier | null;
  invoice: Invoice;
  /** The billing period the invoice paid for, when it covers a whole period (renewal). */
  period: { start: Date; end: Date } | null;
}

export function invoicePaid(command: InvoicePaidInput, state: BillingState, now: string): BillingEvent[] {
  const { providerSubscriptionId, invoice, tier, period } = command;
  if (state.paidInvoiceIds.includes(invoice.id)) return [];
  const events: BillingEvent[] = [
    billingEvent('billing.invoice-paid', { providerSubscriptionId, tier, invoice, paidAt: now }),
  ];
  const s = state.subscription;
  if (s === null || s.providerSubscriptionId !== providerSubscriptionId || s.status === 'canceled')
    return events;
  const start = period === null ? s.currentPeriodStart : iso(period.start);
  const end = period === null ? s.currentPeriodEnd : iso(period.end);
  if (s.status === 'incomplete' || s.status === 'past_due') {
    const periodNow =
      Date.parse(end) > Date.parse(s.currentPeriodEnd)
        ? { start, end }
        : { start: s.currentPeriodStart, end: s.currentPeriodEnd };
    events.push(
      billingEvent('billing.subscription-activated', {
        providerSubscriptionId,
        tier: s.tier,
        activatedAt: now,
        currentPeriodStart: periodNow.start,
        currentPeriodEnd: periodNow.end,
      }),
    );
  } else if (Date.parse(end) > Date.parse(s.currentPeriodEnd)) {
    events.push(
      billingEvent('billing.subscription-renewed', {
        providerSubscriptionId,
        renewedAt: now,
        currentPeriodStart: start,
        currentPeriodEnd: end,
      }),
    );
  }
  return events;
}

export function sync(
  snap: SubscriptionSnapshot,
  state: BillingState,
  nowDate: Date,
  userIdHint: string | null = null,
): BillingEvent[] {
  const now = iso(nowDate);
  const s = state.subscription;
  const ref = { providerSubscriptionId: snap.providerSubscriptionId };
  if (s === null || s.providerSubscriptionId !== snap.providerSubscriptionId) {
    const userId = state.userId ?? userIdHint;
    if (snap.status === 'canceled' || userId === null) return [];
    const live = liveSubscription(state, nowDate);
    if (live !== null && snap.created.getTime() <= Date.parse(live.createdAt)) return [];
    return created(userId, snap, now);
  }
  if (s.status === 'canceled') return [];
  if (snap.status === 'canceled') {
    return [billingEvent('billing.subscription-cancelled', { ...ref, cancelledAt: now, reason: 'provider' })];
  }
  const events: BillingEvent[] = [];
  const period = {
    currentPeriodStart: iso(snap.currentPeriodStart),
    currentPeriodEnd: iso(snap.currentPeriodEnd),
  };
  const paidAgain = s.status === 'past_due' && snap.status === 'active';
  if ((s.status === 'incomplete' && snap.status !== 'incomplete') || paidAgain) {
    events.push(
      billingEvent('billing.subscription-activated', {
        ...ref,
        tier: snap.tier,
        activatedAt: now,
        ...period,
      }),
    );
  } else if (s.status !== 'incomplete') {
    if (snap.tier !== s.tier) {
      const change = { ...ref, fromTier: s.tier, toTier: snap.tier, interval: snap.interval, changedAt: now };
      events.push(
        tierRank(snap.tier) > tierRank(s.tier)
          ? billingEvent('billing.subscription-upgraded', change)
          : billingEvent('billing.subscription-downgraded', change),
      );
    }
    if (snap.currentPeriodEnd.getTime() > Date.parse(s.currentPeriodEnd) && snap.status === 'active') {
      events.push(billingEvent('billing.subscription-renewed', { ...ref, renewedAt: now, ...period }));
    }
  }
  if (snap.cancelAtPeriodEnd && !s.cancelAtPeriodEnd) {
    events.push(
      billingEvent('billing.subscription-cancel-scheduled', {
        ...ref,
        scheduledAt: now,
        effectiveAt: period.currentPeriodEnd,
      }),
    );
  } else if (!snap.cancelAtPeriodEnd && s.cancelAtPeriodEnd) {
    events.push(billingEvent('billing.subscription-resumed', { ...ref, resumedAt: now }));
  }
  return events;
}
