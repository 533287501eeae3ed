import type { Knex } from 'knex';
import type { Invoice } from '../../contracts/billing';
import { toInvoice, type InvoiceRow, type SubscriptionRow } from '../../contracts/billing-read-model';

/** Reading rm_subscriptions and rm_invoices (row shapes and mapping: contracts/billing-read-model.ts). */

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
