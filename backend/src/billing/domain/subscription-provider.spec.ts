import type { BillingCommand } from './subscription';
import {
  accountStatus,
  billingEvent,
  decide,
  effectiveTier,
  foldBillingEvents,
  type SubscriptionSnapshot,
} from './subscription';
import { activated, at, created, given, invoice, REF, snapshot } from './subscription.test-helper';

describe('renewals and failed payments', () => {
  const renewalPaid: BillingCommand = {
    type: 'RecordInvoicePaid',
    ...REF,
    tier: 'starter',
    invoice: invoice('in_2'),
    period: { start: at('2026-04-02T00:00:00Z'), end: at('2026-05-02T00:00:00Z') },
    now: at('2026-04-02T01:00:00Z'),
  };
  const failed = billingEvent('billing.payment-failed', {
    ...REF,
    invoiceId: 'in_2',
    amountDue: 999,
    failedAt: '2026-04-02T01:00:00.000Z',
    message: null,
  });

  it('a cycle invoice renews the period', () => {
    const events = decide(renewalPaid, foldBillingEvents([created(), activated()]));
    expect(events.map((e) => e.type)).toEqual(['billing.invoice-paid', 'billing.subscription-renewed']);
    const state = foldBillingEvents([created(), activated(), ...events]);
    expect(state.subscription?.currentPeriodEnd).toBe('2026-05-02T00:00:00.000Z');
  });

  it('past_due keeps the tier while the provider retries; a later payment reactivates', () => {
    const { state } = given(created(), activated(), failed);
    expect(state.subscription?.status).toBe('past_due');
    expect(effectiveTier(state, at('2026-04-03T00:00:00Z'))).toBe('starter');
    expect(accountStatus(state, at('2026-04-03T00:00:00Z'))).toBe('past_due');
    const events = decide(renewalPaid, state);
    expect(events.map((e) => e.type)).toEqual(['billing.invoice-paid', 'billing.subscription-activated']);
  });
});

describe('sync from a provider snapshot (webhooks)', () => {
  const now = at('2026-03-10T00:00:00Z');
  const sync = (over: Partial<SubscriptionSnapshot>): BillingCommand => ({
    type: 'SyncSubscription',
    subscription: snapshot(over),
    now,
  });

  it('emits only what changed, so a repeated webhook changes nothing', () => {
    given(created(), activated())
      .when(sync({ status: 'active' }))
      .then([]);
    given(created())
      .when(sync({ status: 'active' }))
      .then([
        billingEvent('billing.subscription-activated', {
          ...REF,
          tier: 'starter',
          activatedAt: '2026-03-10T00:00:00.000Z',
          currentPeriodStart: '2026-03-02T00:00:00.000Z',
          currentPeriodEnd: '2026-04-02T00:00:00.000Z',
        }),
      ]);
  });

  it('tier, cancellation and deletion', () => {
    const types = (over: Partial<SubscriptionSnapshot>) =>
      decide(sync(over), foldBillingEvents([created(), activated()])).map((e) => e.type);
    expect(types({ status: 'active', tier: 'pro', cancelAtPeriodEnd: true })).toEqual([
      'billing.subscription-upgraded',
      'billing.subscription-cancel-scheduled',
    ]);
    expect(types({ status: 'canceled' })).toEqual(['billing.subscription-cancelled']);
  });
});

describe('a subscription the stream does not know yet (made at the provider)', () => {
  it('is adopted with the user id from the provider metadata', () => {
    const command: BillingCommand = {
      type: 'SyncSubscription',
      subscription: snapshot({ status: 'active' }),
      userId: 'u1',
      now: at('2026-03-02T00:01:00Z'),
    };
    expect(decide(command, foldBillingEvents([])).map((e) => e.type)).toEqual([
      'billing.subscription-created',
      'billing.subscription-activated',
    ]);
    expect(decide({ ...command, userId: null }, foldBillingEvents([]))).toEqual([]);
  });
});

describe('a past_due subscription reported active again', () => {
  it('is activated again', () => {
    const failed = billingEvent('billing.payment-failed', {
      ...REF,
      invoiceId: 'in_2',
      amountDue: 999,
      failedAt: '2026-04-02T01:00:00.000Z',
      message: null,
    });
    const events = decide(
      {
        type: 'SyncSubscription',
        subscription: snapshot({ status: 'active' }),
        now: at('2026-04-03T00:00:00Z'),
      },
      foldBillingEvents([created(), activated(), failed]),
    );
    expect(events.map((e) => e.type)).toEqual(['billing.subscription-activated']);
  });
});
