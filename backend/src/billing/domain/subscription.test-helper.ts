import type { BillingEvent, PaidTier } from '../../contracts/billing';
import {
  type BillingCommand,
  billingEvent,
  decide,
  foldBillingEvents,
  type SubscriptionSnapshot,
} from './subscription';

/** Given/when/then for the subscription aggregate, and the events the specs start from. */

export const at = (iso: string): Date => new Date(iso);
export const SUB = 'sub_1';
export const REF = { providerSubscriptionId: SUB };

export function given(...events: BillingEvent[]) {
  const state = foldBillingEvents(events);
  return {
    state,
    when: (command: BillingCommand) => ({
      then: (expected: BillingEvent[]) => expect(decide(command, state)).toEqual(expected),
      thenThrows: (error: new (...args: never[]) => Error) =>
        expect(() => decide(command, state)).toThrow(error),
    }),
  };
}

export const trialStarted = billingEvent('billing.trial-started', {
  userId: 'u1',
  startedAt: '2026-03-01T12:00:00.000Z',
  endsAt: '2026-03-08T12:00:00.000Z',
});

export function snapshot(over: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot {
  return {
    providerSubscriptionId: SUB,
    providerCustomerId: 'cus_1',
    mode: 'stripe',
    tier: 'starter',
    interval: 'month',
    status: 'incomplete',
    created: at('2026-03-02T00:00:00Z'),
    currentPeriodStart: at('2026-03-02T00:00:00Z'),
    currentPeriodEnd: at('2026-04-02T00:00:00Z'),
    cancelAtPeriodEnd: false,
    ...over,
  };
}

export const created = (tier: PaidTier = 'starter') =>
  billingEvent('billing.subscription-created', {
    userId: 'u1',
    ...REF,
    providerCustomerId: 'cus_1',
    mode: 'stripe',
    tier,
    interval: 'month',
    createdAt: '2026-03-02T00:00:00.000Z',
    currentPeriodStart: '2026-03-02T00:00:00.000Z',
    currentPeriodEnd: '2026-04-02T00:00:00.000Z',
  });
export const activated = (tier: PaidTier = 'starter', activatedAt = '2026-03-02T00:01:00.000Z') =>
  billingEvent('billing.subscription-activated', {
    ...REF,
    tier,
    activatedAt,
    currentPeriodStart: '2026-03-02T00:00:00.000Z',
    currentPeriodEnd: '2026-04-02T00:00:00.000Z',
  });
export const invoice = (id: string, amount = 999) => ({
  id,
  amount_paid: amount,
  created: '2026-03-02T00:01:00.000Z',
  status: 'paid' as const,
  hosted_invoice_url: 'https://invoice.example/i',
  invoice_pdf: 'https://invoice.example/i.pdf',
});
