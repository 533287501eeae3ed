import Stripe from 'stripe';
import request from 'supertest';
import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';
import {
  startFakeStripe,
  type FakeStripe,
  type JsonObject,
} from '../adapters/stripe/fake-stripe-server.test-helper';

/**
 * Stripe mode through the whole app: the app talks to a local server that speaks the Stripe API
 * calls used, and webhooks are signed by the real `stripe` library. Subscribing answers the card
 * form's client secret; the webhook activates the subscription exactly once per Stripe event.
 */
jest.setTimeout(60_000);

const API_KEY = 'sk_test_business_builder';
const WEBHOOK_SECRET = 'whsec_business_builder_test';
const signer = new Stripe('sk_test_signer_only');
const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  signer.webhooks.generateTestHeaderString({ payload, secret });
const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function stripeEvent(id: string, type: string, object: JsonObject): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: unix('2026-03-05T12:00:00Z'),
    livemode: false,
    pending_webhooks: 1,
    request: null,
    type,
    data: { object },
  });
}

describe('billing API (Stripe mode, local Stripe server)', () => {
  let t: TestApp;
  let fake: FakeStripe;
  const now = new Date('2026-03-05T12:00:00Z');
  beforeAll(async () => {
    fake = await startFakeStripe(API_KEY, [
      {
        id: 'price_starter_m',
        lookupKey: 'business_builder_starter_monthly',
        interval: 'month',
        amount: 999,
      },
      { id: 'price_pro_m', lookupKey: 'business_builder_pro_monthly', interval: 'month', amount: 2499 },
      {
        id: 'price_enterprise_m',
        lookupKey: 'business_builder_enterprise_monthly',
        interval: 'month',
        amount: 9999,
      },
    ]);
    t = await createTestApp(
      {
        STRIPE_SECRET_KEY: API_KEY,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_business_builder',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_HOST: fake.url.host,
        STRIPE_API_PORT: String(fake.url.port),
        STRIPE_API_PROTOCOL: fake.url.protocol,
      },
      { clock: { now: () => now } },
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const webhook = (payload: string, signature: string | null = sign(payload)) => {
    const req = request(t.http).post('/api/billing/webhook').set('Content-Type', 'application/json');
    if (signature !== null) void req.set('Stripe-Signature', signature);
    return req.send(payload);
  };
  const billingEventTypes = async (userId: string) =>
    (
      (await t.running.database
        .knex('events')
        .where({ stream_id: `billing-${userId}` })
        .orderBy('stream_position')) as Array<{
        event_type: string;
      }>
    ).map((e) => e.event_type);

  function paidInvoice(
    id: string,
    subscriptionId: string,
    userId: string,
    customer: string,
    amount: number,
  ): JsonObject {
    return {
      id,
      object: 'invoice',
      customer,
      status: 'paid',
      amount_paid: amount,
      amount_due: amount,
      billing_reason: 'subscription_create',
      created: unix('2026-03-05T12:00:00Z'),
      hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
      invoice_pdf: `https://pay.stripe.test/invoice/${id}/pdf`,
      parent: {
        type: 'subscription_details',
        subscription_details: {
          subscription: subscriptionId,
          metadata: { userId, tier: 'pro', interval: 'month' },
        },
      },
      lines: {
        object: 'list',
        has_more: false,
        url: `/v1/invoices/${id}/lines`,
        data: [
          {
            id: `il_${id}`,
            object: 'line_item',
            period: { start: unix('2026-03-02T00:00:00Z'), end: unix('2026-04-02T00:00:00Z') },
            parent: { type: 'subscription_item_details', subscription_item_details: { proration: false } },
            pricing: { type: 'price_details', price_details: { price: 'price_pro_m', product: 'prod_pro' } },
          },
        ],
      },
    };
  }

  it('tells the card form it is Stripe mode, with the publishable key', async () => {
    await request(t.http)
      .get('/api/billing/config')
      .expect(200, { mode: 'stripe', publishableKey: 'pk_test_business_builder' });
  });

  it('subscribes incomplete with a client secret, activates once on the signed webhook, then upgrades, cancels and ends', async () => {
    const agent = t.agent();
    const account = newAccount();
    const userId = (await agent.post('/api/auth/register').send(account).expect(201)).body.user.id as string;
    await agent.post('/api/start-trial').expect(201); // so the unpaid subscription is seen to leave it running

    const made = await agent.post('/api/create-subscription').send({ tier: 'pro' }).expect(201);
    expect(made.body).toEqual({
      clientSecret: expect.stringMatching(/_secret_/),
      subscriptionId: expect.stringMatching(/^sub_/),
      mode: 'stripe',
      status: 'incomplete',
    });
    const subscriptionId = made.body.subscriptionId as string;
    const customer = fake.requests.find((r) => r.path === '/v1/customers')!;
    expect(customer.params).toMatchObject({ email: account.email, metadata: { userId } });
    const created = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions')!;
    expect(created.params).toMatchObject({
      payment_behavior: 'default_incomplete',
      metadata: { userId, tier: 'pro' },
    });
    const customerId = fake.subscriptions.get(subscriptionId)!.customer as string;

    // Until Stripe reports the payment: Payment Required, the trial still runs.
    let s = (await agent.get('/api/subscription-status').expect(200)).body;
    expect(s).toMatchObject({
      tier: 'pro',
      status: 'incomplete',
      billingMode: 'stripe',
      subscription: { status: 'incomplete' },
      trial: { active: true },
    });

    const payload = stripeEvent(
      'evt_paid_1',
      'invoice.paid',
      paidInvoice('in_paid_1', subscriptionId, userId, customerId, 2499),
    );
    await webhook(payload).expect(200, { received: true, outcome: 'applied' });
    s = (await agent.get('/api/subscription-status').expect(200)).body;
    expect(s).toMatchObject({
      tier: 'pro',
      status: 'active',
      subscription: { status: 'active' },
      trial: { active: false },
    });
    expect(s.invoices).toEqual([
      {
        id: 'in_paid_1',
        amount_paid: 2499,
        created: '2026-03-05T12:00:00.000Z',
        status: 'paid',
        hosted_invoice_url: 'https://invoice.stripe.test/i/in_paid_1',
        invoice_pdf: 'https://pay.stripe.test/invoice/in_paid_1/pdf',
      },
    ]);
    const afterFirst = await billingEventTypes(userId);
    expect(afterFirst).toEqual([
      'billing.trial-started',
      'billing.subscription-created',
      'billing.invoice-paid',
      'billing.subscription-activated',
    ]);

    // The same Stripe event again (Stripe retries): acknowledged, no second effect (the invoice is known).
    await webhook(payload).expect(200, { received: true, outcome: 'nothing' });
    expect(await billingEventTypes(userId)).toEqual(afterFirst);
    // 20 deliveries at once of a new event: applied once.
    const snapshot = fake.subscriptions.get(subscriptionId)!;
    const updated = stripeEvent('evt_updated_1', 'customer.subscription.updated', {
      ...snapshot,
      status: 'active',
      cancel_at_period_end: true,
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(updated)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.body.outcome === 'applied')).toHaveLength(1);
    expect(await billingEventTypes(userId)).toEqual([...afterFirst, 'billing.subscription-cancel-scheduled']);
    const resumed = stripeEvent('evt_updated_2', 'customer.subscription.updated', {
      ...snapshot,
      status: 'active',
      cancel_at_period_end: false,
    });
    await webhook(resumed).expect(200, { received: true, outcome: 'applied' });
    // An old event delivered again after a newer one would turn the clock back: its id was applied, so no.
    await webhook(updated).expect(200, { received: true, outcome: 'duplicate' });
    expect(await billingEventTypes(userId)).toEqual([
      ...afterFirst,
      'billing.subscription-cancel-scheduled',
      'billing.subscription-resumed',
    ]);

    // Upgrades go through Stripe, prorated and charged at once.
    const up = await agent.post('/api/upgrade-subscription').send({ targetTier: 'enterprise' }).expect(200);
    expect(up.body).toEqual({ tier: 'enterprise', applied: true, clientSecret: null, mode: 'stripe' });
    const update = fake.requests
      .filter((r) => r.path === `/v1/subscriptions/${subscriptionId}` && r.method === 'POST')
      .pop()!;
    expect(update.params).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    s = (await agent.get('/api/subscription-status').expect(200)).body;
    expect(s.tier).toBe('enterprise');
    expect(s.invoices).toHaveLength(2);

    // An upgrade that waits for a payment changes nothing yet.
    await agent.post('/api/upgrade-subscription').send({ targetTier: 'starter' }).expect(200);
    fake.upgradeNeedsPayment = true;
    const pending = await agent.post('/api/upgrade-subscription').send({ targetTier: 'pro' }).expect(200);
    expect(pending.body).toMatchObject({
      tier: 'starter',
      applied: false,
      clientSecret: expect.stringMatching(/_secret_/),
    });
    fake.upgradeNeedsPayment = false;
    expect((await agent.get('/api/subscription-status').expect(200)).body.tier).toBe('starter');

    // Cancel at period end: Stripe is told, the tier stays until the period ends.
    const cancel = await agent.post('/api/cancel-subscription').send({}).expect(200);
    expect(cancel.body).toEqual({ cancel_at_period_end: true, endsAt: '2026-04-02T00:00:00.000Z' });
    expect(fake.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    expect((await agent.get('/api/subscription-status').expect(200)).body).toMatchObject({
      tier: 'starter',
      subscription: { cancel_at_period_end: true },
    });
    // Resumed: Stripe is told, so the subscription renews; then cancelled again for the end below.
    const resumed2 = await agent.post('/api/resume-subscription').send({}).expect(200);
    expect(resumed2.body).toEqual({ cancel_at_period_end: false, renewsAt: '2026-04-02T00:00:00.000Z' });
    expect(fake.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false);
    expect((await agent.get('/api/subscription-status').expect(200)).body).toMatchObject({
      tier: 'starter',
      subscription: { cancel_at_period_end: false },
    });
    await agent.post('/api/cancel-subscription').send({}).expect(200);

    // Stripe deletes it at the period's end: free (the trial ended when the subscription started).
    const deleted = stripeEvent('evt_deleted_1', 'customer.subscription.deleted', {
      ...fake.subscriptions.get(subscriptionId)!,
      status: 'canceled',
    });
    await webhook(deleted).expect(200, { received: true, outcome: 'applied' });
    const ended = await billingEventTypes(userId);
    expect(ended[ended.length - 1]).toBe('billing.subscription-cancelled');
    await webhook(deleted).expect(200, { received: true, outcome: 'nothing' });
    expect(await billingEventTypes(userId)).toEqual(ended);
    expect((await agent.get('/api/subscription-status').expect(200)).body).toMatchObject({
      tier: 'free',
      status: 'canceled',
      subscription: { status: 'canceled' },
    });
  });

  it('rejects a bad or missing signature and a tampered body with 400, and changes nothing', async () => {
    const payload = stripeEvent(
      'evt_bad',
      'invoice.paid',
      paidInvoice('in_bad', 'sub_x', 'nobody', 'cus_x', 1),
    );
    const bad = await webhook(payload, sign(payload, 'whsec_someone_else')).expect(400);
    expect(bad.body.message).toBe('Webhook rejected: bad signature');
    await webhook(payload, null).expect(400);
    await webhook(payload.replace('"amount_paid":1', '"amount_paid":2'), sign(payload)).expect(400);
    expect(await t.running.database.knex('rm_invoices').where({ id: 'in_bad' })).toEqual([]);
  });

  it('acknowledges events it does not act on or whose account it does not know', async () => {
    const other = stripeEvent('evt_other', 'charge.refunded', { id: 'ch_1', object: 'charge' });
    await webhook(other).expect(200, { received: true, outcome: 'nothing' });
    const unknown = stripeEvent(
      'evt_unknown',
      'invoice.paid',
      paidInvoice('in_unknown', 'sub_unknown', 'no-such-user', 'cus_unknown', 999),
    );
    await webhook(unknown).expect(200, { received: true, outcome: 'nothing' });
  });
});
