import { randomUUID } from 'node:crypto';
import type { BillingInterval, Invoice, PaidTier } from '../../../contracts/billing';
import { planFor, tierRank } from '@bb/kernel';
import type { SubscriptionSnapshot } from '../../domain/subscription';
import {
  type Billing,
  type BillingCustomer,
  type BillingWebhookEvent,
  type CreatedSubscription,
  type TierChange,
  WebhookRejected,
} from '../billing.port';

/**
 * Demo billing (the default, without STRIPE_SECRET_KEY): no card, everything takes effect at once
 * and the UI says it is a demo. It keeps no state that matters: tier changes and cancellations
 * work from the subscription the event log passes in, so a restart or a second instance changes
 * nothing. Invoices are paid demo invoices priced from plans.ts; the status page reads them from
 * the 'billing.invoice-paid' events, listInvoices only returns those this process issued.
 */
export interface DemoBillingOptions {
  now?: () => Date;
  newId?: () => string;
}

export function addMonths(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(date.getTime());
  d.setUTCFullYear(y, m, Math.min(date.getUTCDate(), lastDay));
  return d;
}

export function periodEndFrom(start: Date, interval: BillingInterval): Date {
  return addMonths(start, interval === 'year' ? 12 : 1);
}

export class DemoBilling implements Billing {
  readonly mode = 'demo' as const;
  private readonly now: () => Date;
  private readonly newId: () => string;
  private readonly invoices = new Map<string, Invoice[]>();

  constructor(options: DemoBillingOptions = {}) {
    this.now = options.now ?? (() => new Date());
    this.newId = options.newId ?? (() => randomUUID().replace(/-/g, '').slice(0, 24));
  }

  createSubscription(
    customer: BillingCustomer,
    tier: PaidTier,
    interval: BillingInterval,
  ): Promise<CreatedSubscription> {
    const now = this.now();
    const providerCustomerId = customer.providerCustomerId ?? `demo_cus_${customer.userId}`;
    const id = this.newId();
    const subscription: SubscriptionSnapshot = {
      providerSubscriptionId: `demo_sub_${id}`,
      providerCustomerId,
      mode: 'demo',
      tier,
      interval,
      status: 'active',
      created: now,
      currentPeriodStart: now,
      currentPeriodEnd: periodEndFrom(now, interval),
      cancelAtPeriodEnd: false,
    };
    const invoice = this.issue(providerCustomerId, planFor(tier).prices[interval], now);
    return Promise.resolve({
      clientSecret: `demo_secret_${id}`,
      providerSubscriptionId: subscription.providerSubscriptionId,
      providerCustomerId,
      status: 'active',
      subscription,
      latestInvoice: invoice,
    });
  }

  changeTier(current: SubscriptionSnapshot, tier: PaidTier, interval?: BillingInterval): Promise<TierChange> {
    const now = this.now();
    const nextInterval = interval ?? current.interval;
    let subscription: SubscriptionSnapshot = {
      ...current,
      tier,
      interval: nextInterval,
      cancelAtPeriodEnd: false,
    };
    let amount = 0;
    if (nextInterval !== current.interval) {
      // A new billing cycle starts today at the new price; the unused part of the old one is credited.
      const credit = prorate(planFor(current.tier).prices[current.interval], current, now);
      amount = Math.max(0, planFor(tier).prices[nextInterval] - credit);
      subscription = {
        ...subscription,
        currentPeriodStart: now,
        currentPeriodEnd: periodEndFrom(now, nextInterval),
      };
    } else if (tierRank(tier) > tierRank(current.tier)) {
      amount = prorate(
        planFor(tier).prices[nextInterval] - planFor(current.tier).prices[nextInterval],
        current,
        now,
      );
    }
    const invoice = amount > 0 ? this.issue(current.providerCustomerId, amount, now) : null;
    return Promise.resolve({ applied: true, clientSecret: null, subscription, latestInvoice: invoice });
  }

  cancelAtPeriodEnd(current: SubscriptionSnapshot): Promise<SubscriptionSnapshot> {
    return Promise.resolve({ ...current, cancelAtPeriodEnd: true });
  }

  resumeSubscription(current: SubscriptionSnapshot): Promise<SubscriptionSnapshot> {
    return Promise.resolve({ ...current, cancelAtPeriodEnd: false });
  }

  listInvoices(providerCustomerId: string, limit = 24): Promise<Invoice[]> {
    return Promise.resolve((this.invoices.get(providerCustomerId) ?? []).slice(0, limit));
  }

  parseWebhook(): BillingWebhookEvent {
    throw new WebhookRejected('demo billing receives no webhooks');
  }

  private issue(customerId: string, amount: number, now: Date): Invoice {
    const invoice: Invoice = {
      id: `demo_in_${this.newId()}`,
      amount_paid: amount,
      created: now.toISOString(),
      status: 'paid',
      hosted_invoice_url: null,
      invoice_pdf: null,
    };
    this.invoices.set(customerId, [invoice, ...(this.invoices.get(customerId) ?? [])]);
    return invoice;
  }
}

/** The share of `amount` for what is left of the current period, in whole cents. */
function prorate(amount: number, current: SubscriptionSnapshot, now: Date): number {
  const total = current.currentPeriodEnd.getTime() - current.currentPeriodStart.getTime();
  const left = Math.min(Math.max(current.currentPeriodEnd.getTime() - now.getTime(), 0), total);
  return total <= 0 ? 0 : Math.round((amount * left) / total);
}
