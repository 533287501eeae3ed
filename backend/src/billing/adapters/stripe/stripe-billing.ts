import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import type { BillingInterval, Invoice, PaidTier } from '../../../contracts/billing';
import { tierRank } from '@bb/kernel';
import type { SubscriptionSnapshot } from '../../domain/subscription';
import {
  type Billing,
  BillingNotFound,
  BillingProviderError,
  type BillingCustomer,
  PaymentDeclined,
  type BillingWebhookEvent,
  type CreatedSubscription,
  type TierChange,
  WebhookRejected,
} from '../billing.port';
import type { StripeBillingConfig } from './stripe-config';
import {
  clientSecretOf,
  isPriceId,
  latestInvoiceOf,
  PriceBook,
  toInvoice,
  toSnapshot,
  toWebhookEvent,
} from './stripe-mapping';

/**
 * Stripe billing (when STRIPE_SECRET_KEY is set). Subscriptions start 'default_incomplete': the
 * first invoice's confirmation secret goes to the card form, and the subscription turns active
 * when Stripe reports the invoice paid (webhook). Upgrades are prorated and invoiced at once and
 * wait for the payment ('pending_if_incomplete'), so a failed card keeps the old tier; downgrades
 * are credited on the next invoice. The tier of a subscription is read from its price.
 */
const EXPAND_CONFIRMATION = ['latest_invoice.confirmation_secret'];

export class StripeBilling implements Billing {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly prices: PriceBook;
  private readonly lookups = new Map<string, Promise<string>>();

  constructor(private readonly config: StripeBillingConfig) {
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: config.maxNetworkRetries ?? 2,
      timeout: config.timeoutMs ?? 20_000,
      telemetry: false,
      appInfo: { name: 'business-builder' },
      ...(config.host === undefined ? {} : { host: config.host }),
      ...(config.port === undefined ? {} : { port: config.port }),
      ...(config.protocol === undefined ? {} : { protocol: config.protocol }),
    });
    this.prices = new PriceBook(config.prices);
  }

  async createSubscription(
    customer: BillingCustomer,
    tier: PaidTier,
    interval: BillingInterval,
  ): Promise<CreatedSubscription> {
    return this.call(async () => {
      const providerCustomerId = customer.providerCustomerId ?? (await this.createCustomer(customer));
      const sub = await this.stripe.subscriptions.create({
        customer: providerCustomerId,
        items: [{ price: await this.priceId(tier, interval) }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { userId: customer.userId, tier, interval },
        expand: EXPAND_CONFIRMATION,
      });
      const subscription = toSnapshot(sub, this.prices);
      return {
        clientSecret: clientSecretOf(sub.latest_invoice),
        providerSubscriptionId: sub.id,
        providerCustomerId,
        status: subscription.status,
        subscription,
        latestInvoice: latestInvoiceOf(sub.latest_invoice),
      };
    });
  }

  async changeTier(
    current: SubscriptionSnapshot,
    tier: PaidTier,
    interval?: BillingInterval,
  ): Promise<TierChange> {
    return this.call(async () => {
      const id = current.providerSubscriptionId;
      const sub = await this.stripe.subscriptions.retrieve(id);
      const item = sub.items.data[0];
      if (item === undefined)
        throw new BillingProviderError(`Subscription ${id} has no item`, 'no_item', null);
      if (sub.cancel_at_period_end)
        await this.stripe.subscriptions.update(id, { cancel_at_period_end: false });
      const upgrade = tierRank(tier) > tierRank(current.tier);
      const updated = await this.stripe.subscriptions.update(id, {
        items: [{ id: item.id, price: await this.priceId(tier, interval ?? current.interval) }],
        proration_behavior: upgrade ? 'always_invoice' : 'create_prorations',
        ...(upgrade ? { payment_behavior: 'pending_if_incomplete' as const } : {}),
        expand: EXPAND_CONFIRMATION,
      });
      const applied = updated.pending_update === null || updated.pending_update === undefined;
      return {
        applied,
        clientSecret: applied ? null : clientSecretOf(updated.latest_invoice),
        subscription: toSnapshot(updated, this.prices),
        latestInvoice: latestInvoiceOf(updated.latest_invoice),
      };
    });
  }

  async cancelAtPeriodEnd(current: SubscriptionSnapshot): Promise<SubscriptionSnapshot> {
    return this.call(async () => {
      const sub = await this.stripe.subscriptions.update(current.providerSubscriptionId, {
        cancel_at_period_end: true,
      });
      return toSnapshot(sub, this.prices);
    });
  }

  async resumeSubscription(current: SubscriptionSnapshot): Promise<SubscriptionSnapshot> {
    return this.call(async () => {
      const sub = await this.stripe.subscriptions.update(current.providerSubscriptionId, {
        cancel_at_period_end: false,
      });
      return toSnapshot(sub, this.prices);
    });
  }

  async listInvoices(providerCustomerId: string, limit = 24): Promise<Invoice[]> {
    return this.call(async () => {
      const page = await this.stripe.invoices.list({
        customer: providerCustomerId,
        limit: Math.min(Math.max(limit, 1), 100),
      });
      return page.data.map(toInvoice);
    });
  }

  parseWebhook(rawBody: string | Buffer, signatureHeader: string | undefined): BillingWebhookEvent {
    if (this.config.webhookSecret === null) throw new WebhookRejected('STRIPE_WEBHOOK_SECRET is not set');
    if (signatureHeader === undefined || signatureHeader === '')
      throw new WebhookRejected('missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        this.config.webhookSecret,
        this.config.webhookToleranceSeconds,
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError)
        throw new WebhookRejected('bad signature');
      throw new WebhookRejected('malformed payload');
    }
    try {
      return toWebhookEvent(event, this.prices);
    } catch (error) {
      // A subscription to a price that is no plan of ours (another product on the same account).
      if (error instanceof BillingProviderError && error.providerCode === 'unknown_price') {
        return { kind: 'ignored', providerEventId: event.id, providerType: event.type };
      }
      throw error;
    }
  }

  private async createCustomer(customer: BillingCustomer): Promise<string> {
    // Same user and email within Stripe's 24 h idempotency window: the same customer, not a second one.
    const key = createHash('sha256')
      .update(`${customer.userId}\n${customer.email}`)
      .digest('hex')
      .slice(0, 40);
    const created = await this.stripe.customers.create(
      {
        email: customer.email,
        ...(customer.name ? { name: customer.name } : {}),
        metadata: { userId: customer.userId },
      },
      { idempotencyKey: `bb-customer-${key}` },
    );
    return created.id;
  }

  /** The price id for a plan: configured directly, or found once by its lookup key. */
  private priceId(tier: PaidTier, interval: BillingInterval): Promise<string> {
    const ref = this.prices.ref(tier, interval);
    if (isPriceId(ref)) return Promise.resolve(ref);
    let found = this.lookups.get(ref);
    if (found === undefined) {
      found = this.stripe.prices.list({ lookup_keys: [ref], active: true, limit: 1 }).then((page) => {
        const price = page.data[0];
        if (price === undefined) {
          throw new BillingProviderError(
            `No active Stripe price with lookup key ${ref}`,
            'price_not_found',
            null,
          );
        }
        this.prices.learn(price.id, { tier, interval });
        return price.id;
      });
      void found.catch(() => this.lookups.delete(ref));
      this.lookups.set(ref, found);
    }
    return found;
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof BillingProviderError || error instanceof BillingNotFound) throw error;
      if (error instanceof Stripe.errors.StripeCardError)
        throw new PaymentDeclined(error.message, error.decline_code ?? null);
      if (error instanceof Stripe.errors.StripeError) {
        if (error.code === 'resource_missing') throw new BillingNotFound(error.param ?? 'Stripe object');
        throw new BillingProviderError(error.message, error.code ?? error.type, error.statusCode ?? null);
      }
      throw error;
    }
  }
}
