import type Stripe from 'stripe';
import type { BillingInterval, Invoice, PaidTier, SubscriptionStatus } from '../../../contracts/billing';
import { paidTierSchema } from '../../../contracts/billing';
import type { SubscriptionSnapshot } from '../../domain/subscription';
import { BillingProviderError, type BillingWebhookEvent } from '../billing.port';
import type { StripePriceConfig } from './stripe-config';

/** Stripe objects to the port's normalised shapes. Pure: no calls to Stripe here. */

export interface PricePlan {
  tier: PaidTier;
  interval: BillingInterval;
}

/** Which tier and interval a Stripe price stands for: by configured id, lookup key or resolved id. */
export class PriceBook {
  private readonly byRef = new Map<string, PricePlan>();

  constructor(readonly config: StripePriceConfig) {
    for (const tier of Object.keys(config) as PaidTier[]) {
      for (const interval of ['month', 'year'] as const)
        this.byRef.set(config[tier][interval], { tier, interval });
    }
  }

  /** The configured reference: a price id, or a lookup key to resolve. */
  ref(tier: PaidTier, interval: BillingInterval): string {
    return this.config[tier][interval];
  }

  learn(priceId: string, plan: PricePlan): void {
    this.byRef.set(priceId, plan);
  }

  planOf(price: Pick<Stripe.Price, 'id' | 'lookup_key'> | null | undefined): PricePlan | null {
    if (price === null || price === undefined) return null;
    return (
      this.byRef.get(price.id) ??
      (price.lookup_key === null ? undefined : this.byRef.get(price.lookup_key)) ??
      null
    );
  }
}

export function isPriceId(ref: string): boolean {
  return ref.startsWith('price_');
}

const fromUnix = (seconds: number): Date => new Date(seconds * 1000);
const idOf = (v: string | { id: string }): string => (typeof v === 'string' ? v : v.id);

export function toSubscriptionStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'incomplete':
      return 'incomplete';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      // past_due, unpaid, paused and anything newer: paid access kept while Stripe retries.
      return 'past_due';
  }
}

function metadataTier(metadata: Stripe.Metadata | null | undefined): PaidTier | null {
  const parsed = paidTierSchema.safeParse(metadata?.tier);
  return parsed.success ? parsed.data : null;
}

export function toSnapshot(sub: Stripe.Subscription, prices: PriceBook): SubscriptionSnapshot {
  const item = sub.items.data[0];
  const plan = prices.planOf(item?.price);
  const tier = plan?.tier ?? metadataTier(sub.metadata);
  if (tier === null)
    throw new BillingProviderError(
      `Subscription ${sub.id} has a price that is no plan`,
      'unknown_price',
      null,
    );
  const recurring = item?.price.recurring?.interval;
  const interval: BillingInterval = plan?.interval ?? (recurring === 'year' ? 'year' : 'month');
  return {
    providerSubscriptionId: sub.id,
    providerCustomerId: idOf(sub.customer),
    mode: 'stripe',
    tier,
    interval,
    status: toSubscriptionStatus(sub.status),
    created: fromUnix(sub.created),
    currentPeriodStart: fromUnix(item?.current_period_start ?? sub.start_date),
    currentPeriodEnd: fromUnix(item?.current_period_end ?? sub.billing_cycle_anchor),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
  };
}

const invoiceStatuses = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

export function toInvoice(invoice: Stripe.Invoice): Invoice {
  const status =
    invoiceStatuses.find((s) => s === invoice.status) ?? (invoice.status === null ? 'draft' : 'open');
  return {
    id: invoice.id,
    amount_paid: invoice.amount_paid,
    created: fromUnix(invoice.created).toISOString(),
    status,
    hosted_invoice_url: invoice.hosted_invoice_url ?? null,
    invoice_pdf: invoice.invoice_pdf ?? null,
  };
}

/** The client secret of the payment Stripe created when it finalised the invoice. */
export function clientSecretOf(latest: Stripe.Subscription['latest_invoice']): string | null {
  if (latest === null || typeof latest === 'string') return null;
  return latest.confirmation_secret?.client_secret ?? null;
}

export function latestInvoiceOf(latest: Stripe.Subscription['latest_invoice']): Invoice | null {
  return latest === null || typeof latest === 'string' ? null : toInvoice(latest);
}

function subscriptionDetails(
  invoice: Stripe.Invoice,
): { id: string; userId: string | null; tier: PaidTier | null } | null {
  const details = invoice.parent?.subscription_details;
  if (details === null || details === undefined) return null;
  return {
    id: idOf(details.subscription),
    userId: details.metadata?.userId ?? null,
    tier: metadataTier(details.metadata),
  };
}

/** The whole period a cycle invoice pays for; null for prorations and one-off invoices. */
function cyclePeriod(invoice: Stripe.Invoice): { start: Date; end: Date } | null {
  if (invoice.billing_reason !== 'subscription_cycle' && invoice.billing_reason !== 'subscription_create')
    return null;
  const line = invoice.lines.data.find((l) => l.parent?.subscription_item_details?.proration !== true);
  return line === undefined ? null : { start: fromUnix(line.period.start), end: fromUnix(line.period.end) };
}

function invoiceTier(invoice: Stripe.Invoice, prices: PriceBook, fallback: PaidTier | null): PaidTier | null {
  for (const line of invoice.lines.data) {
    const priceId = line.pricing?.price_details?.price;
    const plan =
      priceId === undefined
        ? null
        : prices.planOf({ id: typeof priceId === 'string' ? priceId : priceId.id, lookup_key: null });
    if (plan !== null) return plan.tier;
  }
  return fallback;
}

export function toWebhookEvent(event: Stripe.Event, prices: PriceBook): BillingWebhookEvent {
  const providerEventId = event.id;
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
    case 'customer.subscription.pending_update_applied':
    case 'customer.subscription.pending_update_expired': {
      const sub = event.data.object;
      return {
        kind: 'subscription-changed',
        providerEventId,
        userId: sub.metadata.userId ?? null,
        subscription: toSnapshot(sub, prices),
      };
    }
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      const subscription = { ...toSnapshot(sub, prices), status: 'canceled' as const };
      return {
        kind: 'subscription-deleted',
        providerEventId,
        userId: sub.metadata.userId ?? null,
        subscription,
      };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const sub = subscriptionDetails(invoice);
      if (sub === null) return { kind: 'ignored', providerEventId, providerType: event.type };
      return {
        kind: 'invoice-paid',
        providerEventId,
        userId: sub.userId,
        providerSubscriptionId: sub.id,
        providerCustomerId: invoice.customer === null ? null : idOf(invoice.customer),
        tier: invoiceTier(invoice, prices, sub.tier),
        invoice: toInvoice(invoice),
        period: cyclePeriod(invoice),
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const sub = subscriptionDetails(invoice);
      if (sub === null) return { kind: 'ignored', providerEventId, providerType: event.type };
      return {
        kind: 'payment-failed',
        providerEventId,
        userId: sub.userId,
        providerSubscriptionId: sub.id,
        providerCustomerId: invoice.customer === null ? null : idOf(invoice.customer),
        invoiceId: invoice.id,
        amountDue: invoice.amount_due,
        message: invoice.last_finalization_error?.message ?? null,
      };
    }
    default:
      return { kind: 'ignored', providerEventId, providerType: event.type };
  }
}
