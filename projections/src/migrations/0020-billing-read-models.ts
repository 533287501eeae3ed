import type { Knex } from 'knex';

/**
 * Read models of the billing context, owned by BillingProjection (billing.projection.ts):
 * - rm_subscriptions: one row per account that has a billing stream ('billing-<userId>'): the trial
 *   and the latest subscription as the stream folds them. What the account may do NOW is derived
 *   from this row and the clock (billing/domain accessAt), never stored: a trial that ran out or a
 *   cancelled subscription past its period end needs no event. `version` is the billing stream
 *   position applied, so replays change nothing.
 * - rm_invoices: one row per paid invoice ('billing.invoice-paid'), for the status page's history.
 *
 * rm_users.subscription_tier (0003) is no longer read or written by anyone: the tier comes from
 * here (backend/src/billing/queries/effective-tier.ts). It stays because released migrations are
 * never edited; a later migration may drop it.
 */
export const name = '0020-billing-read-models';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE rm_subscriptions (
      user_id text PRIMARY KEY,
      version int NOT NULL,
      trial_started_at timestamptz,
      trial_ends_at timestamptz,
      trial_ended_at timestamptz,
      provider_subscription_id text,
      provider_customer_id text,
      mode text,
      tier text,
      status text,
      interval text,
      subscription_created_at timestamptz,
      current_period_start timestamptz,
      current_period_end timestamptz,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX rm_subscriptions_provider_subscription ON rm_subscriptions (provider_subscription_id);
    CREATE INDEX rm_subscriptions_provider_customer ON rm_subscriptions (provider_customer_id);

    CREATE TABLE rm_invoices (
      id text PRIMARY KEY,
      user_id text NOT NULL,
      provider_subscription_id text NOT NULL,
      tier text,
      amount_paid int NOT NULL,
      status text NOT NULL,
      created timestamptz NOT NULL,
      hosted_invoice_url text,
      invoice_pdf text,
      paid_at timestamptz NOT NULL
    );
    CREATE INDEX rm_invoices_user_created ON rm_invoices (user_id, created DESC);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP TABLE rm_invoices; DROP TABLE rm_subscriptions;`);
}
