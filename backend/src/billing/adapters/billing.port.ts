import type { BillingInterval, BillingMode, Invoice, PaidTier } from '../../contracts/billing';
import { DomainError } from '../../shared/domain-error';
import type { SubscriptionSnapshot } from '../domain/subscription';

/**
 * The Billing port (docs/architecture.md "Billing"): what the command handlers ask a payment provider to do,
 * and how the provider's webhooks come back, normalised. Two adapters: demo (default; everything
 * happens at once, no card) and Stripe (when STRIPE_SECRET_KEY is set).
 *
 * The port never decides anything: the handler checks the domain guards first (subscription.ts
 * assertCan...), calls the port, then records what the provider answered with decide().
 */
export interface BillingCustomer {
  userId: string;
  email: string;
  name?: string;
  /** Known from an earlier 'billing.subscription-created' event; the adapter creates one otherwise. */
  providerCustomerId?: string | null;
}

export interface CreatedSubscription {
  /** For the card form; null when nothing is to be paid (demo). */
  clientSecret: string | null;
  providerSubscriptionId: string;
  providerCustomerId: string;
  status: SubscriptionSnapshot['status'];
  subscription: SubscriptionSnapshot;
  /** The first invoice (paid at once in demo, open until the card is confirmed with Stripe). */
  latestInvoice: Invoice | null;
}

export interface TierChange {
  /** false: the provider wants a payment before the change takes effect; the old tier stays. */
  applied: boolean;
  clientSecret: string | null;
  subscription: SubscriptionSnapshot;
  latestInvoice: Invoice | null;
}

/** A verified provider notification, normalised. `providerEventId` makes handling idempotent. */
export type BillingWebhookEvent =
  | {
      kind: 'subscription-changed';
      providerEventId: string;
      userId: string | null;
      subscription: SubscriptionSnapshot;
    }
  | {
      kind: 'subscription-deleted';
      providerEventId: string;
      userId: string | null;
      subscription: SubscriptionSnapshot;
    }
  | {
      kind: 'invoice-paid';
      providerEventId: string;
      userId: string | null;
      providerSubscriptionId: string;
      providerCustomerId: string | null;
      tier: PaidTier | null;
      invoice: Invoice;
      /** The period paid for when the invoice is a subscription cycle (renewal); null otherwise. */
      period: { start: Date; end: Date } | null;
    }
  | {
      kind: 'payment-failed';
      providerEventId: string;
      userId: string | null;
      providerSubscriptionId: string;
      providerCustomerId: string | null;
      invoiceId: string;
      amountDue: number;
      message: string | null;
    }
  /** Verified, but of a type billing does not act on; acknowledge it (HTTP 200) and move on. */
  | { kind: 'ignored'; providerEventId: string; providerType: string };

export interface Billing {
  readonly mode: BillingMode;
  createSubscription(
    customer: BillingCustomer,
    tier: PaidTier,
    interval: BillingInterval,
  ): Promise<CreatedSubscription>;
  /**
   * Upgrades are prorated and charged at once; downgrades are credited on the next invoice.
   * `current` is the subscription as the event log knows it (snapshotOf(state.subscription)): the
   * Stripe adapter reads only its id, the demo adapter needs no memory of its own.
   */
  changeTier(current: SubscriptionSnapshot, tier: PaidTier, interval?: BillingInterval): Promise<TierChange>;
  cancelAtPeriodEnd(current: SubscriptionSnapshot): Promise<SubscriptionSnapshot>;
  /** Withdraws a scheduled cancellation: the subscription renews at the period's end again, nothing is charged now. */
  resumeSubscription(current: SubscriptionSnapshot): Promise<SubscriptionSnapshot>;
  /** Newest first. */
  listInvoices(providerCustomerId: string, limit?: number): Promise<Invoice[]>;
  /** Verifies the signature; throws WebhookRejected when it does not hold. */
  parseWebhook(rawBody: string | Buffer, signatureHeader: string | undefined): BillingWebhookEvent;
}

/** A webhook that is not from the provider (bad or missing signature) or not accepted: 400. */
export class WebhookRejected extends DomainError {
  constructor(reason: string) {
    super('validation', `Webhook rejected: ${reason}`, undefined, 'WebhookRejected');
  }
}

/** The card was declined or needs another action: 402 with the provider's message ('Payment Failed'). */
export class PaymentDeclined extends DomainError {
  constructor(
    message: string,
    readonly declineCode: string | null,
  ) {
    super('payment_required', message, undefined, 'PaymentDeclined');
  }
}

/** Unknown subscription or customer at the provider: 404. */
export class BillingNotFound extends DomainError {
  constructor(what: string) {
    super('not_found', `${what} not found`, undefined, 'BillingNotFound');
  }
}

/** The provider failed or is misconfigured (network, API key, unknown price): a 500, logged. */
export class BillingProviderError extends Error {
  override readonly name = 'BillingProviderError';
  constructor(
    message: string,
    readonly providerCode: string | null,
    readonly statusCode: number | null,
  ) {
    super(message);
  }
}
