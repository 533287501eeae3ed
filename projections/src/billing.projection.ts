import { billingEventTypes, type BillingEvent, type BillingEventOf } from '@bb/backend/contracts/billing';
import {
  billingStateOfRow,
  subscriptionRowOf,
  type InvoiceRow,
  type SubscriptionRow,
} from '@bb/backend/contracts/billing-read-model';
import { evolveBilling } from '@bb/kernel/folds';
import type { StoredEvent } from '@bb/backend/eventstore/event-store.port';
import type { Projection } from './runner/projection';

/**
 * rm_subscriptions and rm_invoices from the users' billing streams ('billing-<userId>'). The row is
 * the kernel's billing fold (evolveBilling, the one billing's commands decide on), so the read side
 * derives exactly what the commands derive from the log. A batch is folded in memory per user and written as one upsert per
 * table; a row keeps the billing stream position it has applied, so a replay changes nothing.
 * Usage counts ('billing.usage-counted', usage streams) are the monthly-usage projection's.
 */
const STREAM_PREFIX = 'billing-';
const handled = billingEventTypes.filter((t) => t !== 'billing.usage-counted');

export function createBillingProjection(): Projection {
  return {
    name: 'billing',
    tables: ['rm_subscriptions', 'rm_invoices'],
    handles: handled,
    async apply(events, ctx) {
      const { trx } = ctx;
      const mine = events.filter((e) => e.streamId.startsWith(STREAM_PREFIX));
      if (mine.length === 0) return;
      const subscriptions = ctx.table('rm_subscriptions');
      const userIds = [...new Set(mine.map((e) => e.streamId.slice(STREAM_PREFIX.length)))];
      const existing = await trx<SubscriptionRow>(subscriptions).whereIn('user_id', userIds).select('*');
      const rows = new Map(existing.map((r) => [r.user_id, r]));
      const touched = new Set<string>();
      const invoices: InvoiceRow[] = [];
      for (const stored of mine) {
        const userId = stored.streamId.slice(STREAM_PREFIX.length);
        const row = rows.get(userId);
        if (row !== undefined && stored.streamPosition <= row.version) continue;
        const event = { type: stored.type, schemaVersion: 1, data: stored.data } as BillingEvent;
        const at = occurredAt(stored);
        const next = evolveBilling(billingStateOfRow(row), event);
        rows.set(userId, subscriptionRowOf(userId, next, stored.streamPosition, row?.created_at ?? at, at));
        touched.add(userId);
        if (event.type === 'billing.invoice-paid') invoices.push(invoiceRow(userId, event));
      }
      const out = [...touched].map((id) => rows.get(id)!);
      if (out.length > 0) await trx(subscriptions).insert(out).onConflict('user_id').merge();
      if (invoices.length > 0) await trx(ctx.table('rm_invoices')).insert(invoices).onConflict('id').ignore();
    },
  };
}

function occurredAt(e: StoredEvent): string {
  const at = e.metadata.occurredAt;
  return typeof at === 'string' && at !== '' ? at : e.recordedAt;
}

function invoiceRow(userId: string, event: BillingEventOf<'billing.invoice-paid'>): InvoiceRow {
  const { invoice, tier, providerSubscriptionId, paidAt } = event.data;
  return {
    id: invoice.id,
    user_id: userId,
    provider_subscription_id: providerSubscriptionId,
    tier,
    amount_paid: invoice.amount_paid,
    status: invoice.status,
    created: invoice.created,
    hosted_invoice_url: invoice.hosted_invoice_url,
    invoice_pdf: invoice.invoice_pdf,
    paid_at: paidAt,
  };
}
