import { BillingNotFound, BillingProviderError, PaymentDeclined } from '../billing.port';
import { type FakeStripe, startFakeStripe } from './fake-stripe-server.test-helper';
import { StripeBilling } from './stripe-billing';
import { pricesFromEnv } from './stripe-config';

const API_KEY = 'sk_test_fake_123';
const WEBHOOK_SECRET = 'whsec_test_secret';

const prices = [
  { id: 'price_starter_m', lookupKey: null, interval: 'month' as const, amount: 999 },
  {
    id: 'price_starter_y',
    lookupKey: 'business_builder_starter_yearly',
    interval: 'year' as const,
    amount: 9999,
  },
  { id: 'price_pro_m', lookupKey: 'business_builder_pro_monthly', interval: 'month' as const, amount: 2499 },
  { id: 'price_pro_y', lookupKey: 'business_builder_pro_yearly', interval: 'year' as const, amount: 24999 },
  {
    id: 'price_ent_m',
    lookupKey: 'business_builder_enterprise_monthly',
    interval: 'month' as const,
    amount: 9999,
  },
];

let fake: FakeStripe;
let billing: StripeBilling;

function adapter(apiKey = API_KEY): StripeBilling {
  return new StripeBilling({
    secretKey: apiKey,
    webhookSecret: WEBHOOK_SECRET,
    // starter monthly by price id, the others by the default lookup keys
    prices: pricesFromEnv({ STRIPE_PRICE_STARTER_MONTHLY: 'price_starter_m' }),
    ...fake.url,
    maxNetworkRetries: 0,
    timeoutMs: 5000,
  });
}

beforeEach(async () => {
  fake = await startFakeStripe(API_KEY, prices);
  billing = adapter();
});
afterEach(() => fake.close());

const customer = { userId: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' };
const calls = () => fake.requests.map((r) => `${r.method} ${r.path}`);

describe('StripeBilling against a local Stripe-speaking server', () => {
  it('creates a customer and a default_incomplete subscription, and returns the client secret', async () => {
    const created = await billing.createSubscription(customer, 'starter', 'month');

    expect(calls()).toEqual(['POST /v1/customers', 'POST /v1/subscriptions']);
    for (const r of fake.requests) expect(r.authorization).toBe(`Bearer ${API_KEY}`);
    const [customerCall, subCall] = fake.requests;
    expect(customerCall?.contentType).toContain('application/x-www-form-urlencoded');
    expect(customerCall?.params).toEqual({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      metadata: { userId: 'u1' },
    });
    expect(customerCall?.idempotencyKey).toMatch(/^bb-customer-[0-9a-f]{40}$/);
    expect(subCall?.params).toMatchObject({
      customer: created.providerCustomerId,
      items: [{ price: 'price_starter_m' }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata: { userId: 'u1', tier: 'starter', interval: 'month' },
      expand: ['latest_invoice.confirmation_secret'],
    });

    expect(created.clientSecret).toMatch(/^pi_in_\d+_secret_fake$/);
    expect(created.status).toBe('incomplete');
    expect(created.subscription).toMatchObject({
      providerSubscriptionId: created.providerSubscriptionId,
      mode: 'stripe',
      tier: 'starter',
      interval: 'month',
      status: 'incomplete',
      cancelAtPeriodEnd: false,
    });
    expect(created.subscription.currentPeriodStart.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(created.latestInvoice).toMatchObject({ status: 'open', amount_paid: 0 });
  });

  it('finds a price by lookup key once, and reuses a known customer', async () => {
    const first = await billing.createSubscription(customer, 'pro', 'year');
    await billing.createSubscription(
      { ...customer, providerCustomerId: first.providerCustomerId },
      'pro',
      'year',
    );
    expect(calls()).toEqual([
      'POST /v1/customers',
      'GET /v1/prices',
      'POST /v1/subscriptions',
      'POST /v1/subscriptions',
    ]);
    expect(fake.requests[1]?.params).toMatchObject({
      lookup_keys: ['business_builder_pro_yearly'],
      active: 'true',
    });
    expect(fake.requests[3]?.params).toMatchObject({ items: [{ price: 'price_pro_y' }] });
    expect(first.subscription).toMatchObject({ tier: 'pro', interval: 'year' });
  });

  it('an unknown lookup key is a provider error, not a crash', async () => {
    const b = new StripeBilling({
      ...adapterConfig(),
      prices: pricesFromEnv({ STRIPE_PRICE_STARTER_MONTHLY: 'nope_key' }),
    });
    await expect(b.createSubscription(customer, 'starter', 'month')).rejects.toBeInstanceOf(
      BillingProviderError,
    );
  });

  it('upgrades with proration invoiced at once, waiting for the payment', async () => {
    const created = await billing.createSubscription(customer, 'starter', 'month');
    activate(created.providerSubscriptionId);
    const change = await billing.changeTier(created.subscription, 'pro');
    const update = fake.requests.at(-1);
    expect(update?.params).toMatchObject({
      items: [{ id: expect.stringMatching(/^si_/), price: 'price_pro_m' }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    expect(change).toMatchObject({ applied: true, clientSecret: null, subscription: { tier: 'pro' } });
  });

  it('an upgrade whose payment is pending keeps the old tier and hands back a client secret', async () => {
    const created = await billing.createSubscription(customer, 'starter', 'month');
    activate(created.providerSubscriptionId);
    fake.upgradeNeedsPayment = true;
    const change = await billing.changeTier(created.subscription, 'enterprise');
    expect(change.applied).toBe(false);
    expect(change.clientSecret).toMatch(/_secret_fake$/);
    expect(change.subscription.tier).toBe('starter');
  });

  it('downgrades with prorations credited to the next invoice; a cancelling subscription is resumed first', async () => {
    const created = await billing.createSubscription(customer, 'pro', 'month');
    activate(created.providerSubscriptionId);
    await billing.cancelAtPeriodEnd(created.subscription);
    fake.requests.length = 0;
    const change = await billing.changeTier({ ...created.subscription, tier: 'pro' }, 'starter');
    expect(calls()).toEqual([
      `GET /v1/subscriptions/${created.providerSubscriptionId}`,
      `POST /v1/subscriptions/${created.providerSubscriptionId}`,
      `POST /v1/subscriptions/${created.providerSubscriptionId}`,
    ]);
    expect(fake.requests[1]?.params).toEqual({ cancel_at_period_end: 'false' });
    expect(fake.requests[2]?.params.proration_behavior).toBe('create_prorations');
    expect(fake.requests[2]?.params.payment_behavior).toBeUndefined();
    expect(change).toMatchObject({
      applied: true,
      subscription: { tier: 'starter', cancelAtPeriodEnd: false },
    });
  });

  it('cancels at period end', async () => {
    const created = await billing.createSubscription(customer, 'starter', 'month');
    const snap = await billing.cancelAtPeriodEnd(created.subscription);
    expect(fake.requests.at(-1)?.params).toEqual({ cancel_at_period_end: 'true' });
    expect(snap.cancelAtPeriodEnd).toBe(true);
  });

  it('resumes a subscription cancelling at period end: the cancellation is withdrawn, nothing is invoiced', async () => {
    const created = await billing.createSubscription(customer, 'starter', 'month');
    activate(created.providerSubscriptionId);
    await billing.cancelAtPeriodEnd(created.subscription);
    fake.requests.length = 0;
    const snap = await billing.resumeSubscription({ ...created.subscription, cancelAtPeriodEnd: true });
    expect(calls()).toEqual([`POST /v1/subscriptions/${created.providerSubscriptionId}`]);
    expect(fake.requests[0]?.params).toEqual({ cancel_at_period_end: 'false' });
    expect(snap).toMatchObject({ tier: 'starter', cancelAtPeriodEnd: false });
  });

  it('lists invoices with hosted page and PDF links', async () => {
    const created = await billing.createSubscription(customer, 'starter', 'month');
    const invoices = await billing.listInvoices(created.providerCustomerId);
    expect(fake.requests.at(-1)?.params).toEqual({ customer: created.providerCustomerId, limit: '24' });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      id: expect.stringMatching(/^in_/),
      amount_paid: 0,
      status: 'open',
      hosted_invoice_url: expect.stringContaining('https://invoice.stripe.test/'),
      invoice_pdf: expect.stringContaining('/pdf'),
    });
    expect(invoices[0]?.created).toMatch(/^2026-03-02T00:00:\d\d.000Z$/);
  });

  it('maps API errors: wrong key, unknown subscription, declined card', async () => {
    await expect(adapter('sk_test_wrong').listInvoices('cus_1')).rejects.toMatchObject({
      name: 'BillingProviderError',
      statusCode: 401,
    });
    const created = await billing.createSubscription(customer, 'starter', 'month');
    await expect(
      billing.cancelAtPeriodEnd({ ...created.subscription, providerSubscriptionId: 'sub_missing' }),
    ).rejects.toBeInstanceOf(BillingNotFound);
    fake.failNext = {
      status: 402,
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    };
    const declined = billing.changeTier(created.subscription, 'pro');
    await expect(declined).rejects.toBeInstanceOf(PaymentDeclined);
    await expect(declined).rejects.toMatchObject({
      kind: 'payment_required',
      message: 'Your card has insufficient funds.',
    });
  });
});

function adapterConfig() {
  return {
    secretKey: API_KEY,
    webhookSecret: WEBHOOK_SECRET,
    prices: pricesFromEnv({}),
    ...fake.url,
    maxNetworkRetries: 0,
  };
}

function activate(subscriptionId: string): void {
  const sub = fake.subscriptions.get(subscriptionId);
  if (sub !== undefined) sub.status = 'active';
}
