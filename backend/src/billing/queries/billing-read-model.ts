import type { Knex } from 'knex';
import type {
  BillingInterval,
  BillingMode,
  Invoice,
  PaidTier,
  SubscriptionStatus,
} from '../../contracts/billing';
import type { BillingState } from '../domain/subscription';

/**
 * The rows of rm_subscriptions and rm_invoices (projections/src/migrations/0020) and their
 * conversion to the billing state the domain derives access from. The projection writes rows with
 * `subscriptionRowOf`; readers turn them back with `billingStateOfRow`, so both sides agree.
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

export async function findSubscriptionRow(knex: Knex, userId: string): Promise<SubscriptionRow | undefined> {
  return knex<SubscriptionRow>('rm_subscriptions').where({ user_id: userId }).first();
}

/** Newest first. */
export async function listInvoices(knex: Knex, userId: string, limit = 24): Promise<Invoice[]> {
  const rows = await knex<InvoiceRow>('rm_invoices')
    .where({ user_id: userId })
    .orderBy([
      { column: 'created', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit);
  return rows.map(toInvoice);
}

/** The account a provider subscription or customer belongs to (webhooks without a user id). */
export async function findUserIdByProviderIds(
  knex: Knex,
  ids: { providerSubscriptionId?: string | null; providerCustomerId?: string | null },
): Promise<string | null> {
  const { providerSubscriptionId: sub, providerCustomerId: cus } = ids;
  if (sub) {
    const row = await knex('rm_subscriptions')
      .where({ provider_subscription_id: sub })
      .first<{ user_id: string } | undefined>('user_id');
    if (row) return row.user_id;
    const invoice = await knex('rm_invoices')
      .where({ provider_subscription_id: sub })
      .first<{ user_id: string } | undefined>('user_id');
    if (invoice) return invoice.user_id;
  }
  if (cus) {
    const row = await knex('rm_subscriptions')
      .where({ provider_customer_id: cus })
      .first<{ user_id: string } | undefined>('user_id');
    if (row) return row.user_id;
  }
  return null;
}
