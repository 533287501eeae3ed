import type { BillingState } from '@bb/kernel/folds';
import type { BillingInterval, BillingMode, Invoice, PaidTier, SubscriptionStatus } from './billing';

/**
 * The rows of rm_subscriptions and rm_invoices (projections/src/migrations/0020) and their
 * conversion to the billing state (the kernel's fold) that billing derives access from: the contract
 * between the billing projection, which writes rows with `subscriptionRowOf`, and billing's queries,
 * which turn them back with `billingStateOfRow`, so both sides agree.
 */
export interface SubscriptionRow {
  user_id: string;
  version: number;
  trial_started_at: Date | string | null;
  trial_ends_at: Date | string | null;
  trial_ended_at: Date | string | null;
  provider_subscription_id: string | null;
  provider_customer_id: string | null;
  mode: BillingMode | null;
  tier: PaidTier | null;
  status: SubscriptionStatus | null;
  interval: BillingInterval | null;
  subscription_created_at: Date | string | null;
  current_period_start: Date | string | null;
  current_period_end: Date | string | null;
  cancel_at_period_end: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface InvoiceRow {
  id: string;
  user_id: string;
  provider_subscription_id: string;
  tier: PaidTier | null;
  amount_paid: number;
  status: Invoice['status'];
  created: Date | string;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
  paid_at: Date | string;
}

const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();
const isoOrNull = (v: Date | string | null): string | null => (v === null ? null : iso(v));

/** The billing state a row stands for (paid invoice ids are not kept in the row). */
export function billingStateOfRow(row: SubscriptionRow | undefined): BillingState {
  if (row === undefined) {
    return { userId: null, trial: null, subscription: null, providerCustomerId: null, paidInvoiceIds: [] };
  }
  const trial =
    row.trial_started_at !== null && row.trial_ends_at !== null
      ? {
          startedAt: iso(row.trial_started_at),
          endsAt: iso(row.trial_ends_at),
          endedEarlyAt: isoOrNull(row.trial_ended_at),
        }
      : null;
  const s = row;
  const subscription =
    s.provider_subscription_id !== null &&
    s.provider_customer_id !== null &&
    s.mode !== null &&
    s.tier !== null &&
    s.status !== null &&
    s.interval !== null &&
    s.subscription_created_at !== null &&
    s.current_period_start !== null &&
    s.current_period_end !== null
      ? {
          providerSubscriptionId: s.provider_subscription_id,
          providerCustomerId: s.provider_customer_id,
          mode: s.mode,
          tier: s.tier,
          interval: s.interval,
          status: s.status,
          createdAt: iso(s.subscription_created_at),
          currentPeriodStart: iso(s.current_period_start),
          currentPeriodEnd: iso(s.current_period_end),
          cancelAtPeriodEnd: s.cancel_at_period_end,
        }
      : null;
  return {
    userId: row.user_id,
    trial,
    subscription,
    providerCustomerId: row.provider_customer_id,
    paidInvoiceIds: [],
  };
}

/** The row for a user's folded billing state. */
export function subscriptionRowOf(
  userId: string,
  state: BillingState,
  version: number,
  createdAt: Date | string,
  updatedAt: Date | string,
): SubscriptionRow {
  const s = state.subscription;
  return {
    user_id: userId,
    version,
    trial_started_at: state.trial?.startedAt ?? null,
    trial_ends_at: state.trial?.endsAt ?? null,
    trial_ended_at: state.trial?.endedEarlyAt ?? null,
    provider_subscription_id: s?.providerSubscriptionId ?? null,
    provider_customer_id: s?.providerCustomerId ?? state.providerCustomerId,
    mode: s?.mode ?? null,
    tier: s?.tier ?? null,
    status: s?.status ?? null,
    interval: s?.interval ?? null,
    subscription_created_at: s?.createdAt ?? null,
    current_period_start: s?.currentPeriodStart ?? null,
    current_period_end: s?.currentPeriodEnd ?? null,
    cancel_at_period_end: s?.cancelAtPeriodEnd ?? false,
    created_at: iso(createdAt),
    updated_at: iso(updatedAt),
  };
}

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    amount_paid: row.amount_paid,
    created: iso(row.created),
    status: row.status,
    hosted_invoice_url: row.hosted_invoice_url,
    invoice_pdf: row.invoice_pdf,
  };
}
