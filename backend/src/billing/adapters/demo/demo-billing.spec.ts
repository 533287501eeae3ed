import { foldBillingEvents, decide, effectiveTier, snapshotOf } from '../../domain/subscription';
import { createBilling } from '../billing-factory';
import { WebhookRejected } from '../billing.port';
import { StripeBilling } from '../stripe/stripe-billing';
import { addMonths, DemoBilling } from './demo-billing';

function demo(nowIso: string) {
  let now = new Date(nowIso);
  let n = 0;
  const billing = new DemoBilling({ now: () => now, newId: () => `id${++n}` });
  return { billing, setNow: (iso: string) => (now = new Date(iso)) };
}

const customer = { userId: 'u1', email: 'ada@example.com' };

describe('DemoBilling', () => {
  it('subscribes at once, without a card, with a paid demo invoice priced from plans.ts', async () => {
    const { billing } = demo('2026-03-15T10:00:00Z');
    const created = await billing.createSubscription(customer, 'pro', 'month');
    expect(billing.mode).toBe('demo');
    expect(created).toMatchObject({
      clientSecret: 'demo_secret_id1',
      providerSubscriptionId: 'demo_sub_id1',
      providerCustomerId: 'demo_cus_u1',
      status: 'active',
    });
    expect(created.subscription.currentPeriodEnd.toISOString()).toBe('2026-04-15T10:00:00.000Z');
    expect(created.latestInvoice).toEqual({
      id: 'demo_in_id2',
      amount_paid: 2499,
      created: '2026-03-15T10:00:00.000Z',
      status: 'paid',
      hosted_invoice_url: null,
      invoice_pdf: null,
    });
    const yearly = await billing.createSubscription({ ...customer, userId: 'u2' }, 'starter', 'year');
    expect(yearly.latestInvoice?.amount_paid).toBe(9999);
    expect(yearly.subscription.currentPeriodEnd.toISOString()).toBe('2027-03-15T10:00:00.000Z');
  });

  it('upgrades at once and charges the prorated difference; downgrades charge nothing', async () => {
    const { billing, setNow } = demo('2026-03-01T00:00:00Z');
    const created = await billing.createSubscription(customer, 'starter', 'month');
    setNow('2026-03-16T12:00:00Z'); // half of a 31-day March left
    const up = await billing.changeTier(created.subscription, 'pro');
    expect(up).toMatchObject({
      applied: true,
      clientSecret: null,
      subscription: { tier: 'pro', currentPeriodEnd: created.subscription.currentPeriodEnd },
    });
    expect(up.latestInvoice?.amount_paid).toBe(750); // (2499 - 999) / 2
    const down = await billing.changeTier(up.subscription, 'starter');
    expect(down).toMatchObject({ applied: true, latestInvoice: null, subscription: { tier: 'starter' } });
    expect((await billing.listInvoices('demo_cus_u1')).map((i) => i.amount_paid)).toEqual([750, 999]);
  });

  it('needs no memory: works from the subscription the event log passes in (after a restart)', async () => {
    const first = demo('2026-03-01T00:00:00Z');
    const created = await first.billing.createSubscription(customer, 'starter', 'month');
    const now = new Date('2026-03-02T00:00:00Z');
    const state = foldBillingEvents(
      decide(
        { type: 'CreateSubscription', userId: 'u1', subscription: created.subscription, now },
        foldBillingEvents([]),
      ),
    );
    expect(effectiveTier(state, now)).toBe('starter');
    const restarted = demo('2026-03-10T00:00:00Z');
    const current = state.subscription;
    if (current === null) throw new Error('expected a subscription');
    const cancelled = await restarted.billing.cancelAtPeriodEnd(snapshotOf(current));
    expect(cancelled).toMatchObject({
      providerSubscriptionId: created.providerSubscriptionId,
      cancelAtPeriodEnd: true,
      tier: 'starter',
    });
  });

  it('changing interval starts a new cycle and credits what was left', async () => {
    const { billing, setNow } = demo('2026-03-01T00:00:00Z');
    const created = await billing.createSubscription(customer, 'starter', 'month');
    setNow('2026-03-16T12:00:00Z');
    const change = await billing.changeTier(created.subscription, 'pro', 'year');
    expect(change.subscription).toMatchObject({ tier: 'pro', interval: 'year' });
    expect(change.subscription.currentPeriodEnd.toISOString()).toBe('2027-03-16T12:00:00.000Z');
    expect(change.latestInvoice?.amount_paid).toBe(24999 - 500);
  });

  it('receives no webhooks', () => {
    expect(() => new DemoBilling().parseWebhook()).toThrow(WebhookRejected);
  });

  it('adds calendar months, keeping the day or the month end', () => {
    expect(addMonths(new Date('2026-01-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addMonths(new Date('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(addMonths(new Date('2028-02-29T00:00:00Z'), 12).toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });
});

describe('createBilling', () => {
  it('demo without STRIPE_SECRET_KEY, Stripe with it', () => {
    expect(createBilling({})).toBeInstanceOf(DemoBilling);
    expect(createBilling({ STRIPE_SECRET_KEY: 'sk_test_1' })).toBeInstanceOf(StripeBilling);
  });
});
