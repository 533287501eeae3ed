import type { Knex } from 'knex';
import type { Tier } from '../../contracts/options';
import { accessAt, type Access } from '../domain/subscription';
import { billingStateOfRow, type SubscriptionRow } from '../../contracts/billing-read-model';
import { findSubscriptionRow } from './billing-read-model';

/**
 * THE way any context learns what a user's plan allows now: a live subscription, else an unexpired
 * trial, else free, derived at `now` (the injected clock) from rm_subscriptions with the billing
 * domain's accessAt. Trial ends and cancelled periods need no event: the clock decides.
 * rm_users.subscription_tier is not read any more (left in place, unused).
 */
export async function accessOf(knex: Knex, userId: string, now: Date): Promise<Access> {
  return accessAt(billingStateOfRow(await findSubscriptionRow(knex, userId)), now);
}

/** The tier in effect for the user at `now` (the trial counts as its tier, pro). */
export async function effectiveTierOf(knex: Knex, userId: string, now: Date): Promise<Tier> {
  return (await accessOf(knex, userId, now)).tier;
}

/** The tiers of many users at once (admin lists): one query. Unknown users are free. */
export async function effectiveTiersOf(
  knex: Knex,
  userIds: readonly string[],
  now: Date,
): Promise<Map<string, Tier>> {
  const tiers = new Map<string, Tier>(userIds.map((id) => [id, 'free']));
  if (userIds.length === 0) return tiers;
  const rows = await knex<SubscriptionRow>('rm_subscriptions').whereIn('user_id', [...userIds]);
  for (const row of rows) tiers.set(row.user_id, accessAt(billingStateOfRow(row), now).tier);
  return tiers;
}
