import Stripe from 'stripe';
import { WebhookRejected } from '../billing.port';
import type { JsonObject } from './fake-stripe-server.test-helper';
import { StripeBilling } from './stripe-billing';
import { pricesFromEnv, stripeConfigFromEnv } from './stripe-config';

/** Webhooks need no API calls: payloads are signed with the real library's test header. */
const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer_only');

function adapterConfig() {
  return {
    secretKey: 'sk_test_unused',
    webhookSecret: WEBHOOK_SECRET,
    prices: pricesFromEnv({ STRIPE_PRICE_STARTER_MONTHLY: 'price_starter_m' }),
    host: '127.0.0.1',
    port: 9,
    protocol: 'http' as const,
    maxNetworkRetries: 0,
  };
}
const billing = new StripeBilling(adapterConfig());

function event(id: string, type: string, object: JsonObject): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: 1_772_409_700,
    livemode: false,
    pending_webhooks: 1,
    request: null,
    type,
    data: { object },
  });
}
const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  signer.webhooks.generateTestHeaderString({ payload, secret });

const stripeSubscription = (over: JsonObject = {}): JsonObject => ({
  id: 'sub_9',
  object: 'subscription',
  customer: 'cus_9',
  status: 'active',
  created: 1_772_409_600,
  start_date: 1_772_409_600,
  billing_cycle_anchor: 1_772_409_600,
  cancel_at_period_end: false,
  metadata: { userId: 'u9', tier: 'pro', interval: 'month' },
  pending_update: null,
  latest_invoice: 'in_9',
  items: {
    object: 'list',
    has_more: false,
    url: '/v1/subscription_items',
    data: [
      {
        id: 'si_9',
        object: 'subscription_item',
        price: {
          id: 'price_pro_m',
          object: 'price',
          lookup_key: 'business_builder_pro_monthly',
          recurring: { interval: 'month' },
        },
        current_period_start: 1_772_409_600,
        current_period_end: 1_775_088_000,
      },
    ],
  },
  ...over,
});

const paidInvoice: JsonObject = {
  id: 'in_9',
  object: 'invoice',
  customer: 'cus_9',
  status: 'paid',
  amount_paid: 2499,
  amount_due: 2499,
  billing_reason: 'subscription_cycle',
  created: 1_775_088_000,
  hosted_invoice_url: 'https://invoice.stripe.test/i/9',
  invoice_pdf: 'https://pay.stripe.test/invoice/9/pdf',
  parent: {
    type: 'subscription_details',
    subscription_details: { subscription: 'sub_9', metadata: { userId: 'u9', tier: 'pro' } },
  },
  lines: {
    object: 'list',
    has_more: false,
    url: '/v1/invoices/in_9/lines',
    data: [
      {
        id: 'il_1',
        object: 'line_item',
        period: { start: 1_775_088_000, end: 1_777_680_000 },
        parent: { type: 'subscription_item_details', subscription_item_details: { proration: false } },
        pricing: { type: 'price_details', price_details: { price: 'price_pro_m', product: 'prod_pro' } },
      },
    ],
  },
};

describe('StripeBilling.parseWebhook', () => {
  it('verifies the signature with the real library and normalises invoice.paid', () => {
    const payload = event('evt_1', 'invoice.paid', paidInvoice);
    const parsed = billing.parseWebhook(Buffer.from(payload), sign(payload));
    expect(parsed).toEqual({
      kind: 'invoice-paid',
      providerEventId: 'evt_1',
      userId: 'u9',
      providerSubscriptionId: 'sub_9',
      providerCustomerId: 'cus_9',
      tier: 'pro',
      invoice: {
        id: 'in_9',
        amount_paid: 2499,
        created: '2026-04-02T00:00:00.000Z',
        status: 'paid',
        hosted_invoice_url: 'https://invoice.stripe.test/i/9',
        invoice_pdf: 'https://pay.stripe.test/invoice/9/pdf',
      },
      period: { start: new Date('2026-04-02T00:00:00Z'), end: new Date('2026-05-02T00:00:00Z') },
    });
  });

  it('the same event parsed twice is reported with the same id (the caller dedupes)', () => {
    const payload = event('evt_same', 'invoice.paid', paidInvoice);
    const a = billing.parseWebhook(payload, sign(payload));
    const b = billing.parseWebhook(payload, sign(payload));
    expect(a.providerEventId).toBe('evt_same');
    expect(b.providerEventId).toBe('evt_same');
    expect(b).toEqual(a);
  });

  it('rejects a bad signature, a tampered body and a missing header', () => {
    const payload = event('evt_2', 'invoice.paid', paidInvoice);
    expect(() => billing.parseWebhook(payload, sign(payload, 'whsec_someone_else'))).toThrow(WebhookRejected);
    expect(() => billing.parseWebhook(payload.replace('2499', '1'), sign(payload))).toThrow(WebhookRejected);
    expect(() => billing.parseWebhook(payload, undefined)).toThrow(WebhookRejected);
    const noSecret = new StripeBilling({ ...adapterConfig(), webhookSecret: null });
    expect(() => noSecret.parseWebhook(payload, sign(payload))).toThrow(WebhookRejected);
  });

  it('subscription updates and deletions become snapshots', () => {
    const updated = event(
      'evt_3',
      'customer.subscription.updated',
      stripeSubscription({ cancel_at_period_end: true }),
    );
    expect(billing.parseWebhook(updated, sign(updated))).toMatchObject({
      kind: 'subscription-changed',
      providerEventId: 'evt_3',
      userId: 'u9',
      subscription: {
        providerSubscriptionId: 'sub_9',
        tier: 'pro',
        interval: 'month',
        status: 'active',
        cancelAtPeriodEnd: true,
      },
    });
    const deleted = event(
      'evt_4',
      'customer.subscription.deleted',
      stripeSubscription({ status: 'canceled' }),
    );
    expect(billing.parseWebhook(deleted, sign(deleted))).toMatchObject({
      kind: 'subscription-deleted',
      subscription: { status: 'canceled' },
    });
  });

  it('payment failures, other event types and other products', () => {
    const failed = event('evt_5', 'invoice.payment_failed', {
      ...paidInvoice,
      status: 'open',
      amount_paid: 0,
    });
    expect(billing.parseWebhook(failed, sign(failed))).toMatchObject({
      kind: 'payment-failed',
      invoiceId: 'in_9',
      amountDue: 2499,
      providerSubscriptionId: 'sub_9',
    });
    const other = event('evt_6', 'charge.succeeded', { id: 'ch_1', object: 'charge' });
    expect(billing.parseWebhook(other, sign(other))).toEqual({
      kind: 'ignored',
      providerEventId: 'evt_6',
      providerType: 'charge.succeeded',
    });
    const foreign = stripeSubscription({ metadata: {} });
    const items = foreign.items as JsonObject;
    items.data = [
      {
        id: 'si_x',
        object: 'subscription_item',
        price: { id: 'price_other', object: 'price', lookup_key: null, recurring: { interval: 'month' } },
        current_period_start: 1,
        current_period_end: 2,
      },
    ];
    const unknown = event('evt_7', 'customer.subscription.updated', foreign);
    expect(billing.parseWebhook(unknown, sign(unknown))).toMatchObject({
      kind: 'ignored',
      providerEventId: 'evt_7',
    });
  });
});

describe('stripeConfigFromEnv', () => {
  it('is null without a secret key (demo billing) and reads prices and the API address otherwise', () => {
    expect(stripeConfigFromEnv({})).toBeNull();
    const config = stripeConfigFromEnv({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_PRO_YEARLY: 'price_123',
      STRIPE_API_HOST: 'localhost',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(config).toMatchObject({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      host: 'localhost',
      port: 12111,
      protocol: 'http',
    });
    expect(config?.prices.pro).toEqual({ month: 'business_builder_pro_monthly', year: 'price_123' });
  });
});
