import type { Knex } from 'knex';
import type { AdminUser } from '../../contracts/admin';
import type { UserRow } from '../../identity/queries/user-read-model';
import { effectiveTierOf, effectiveTiersOf } from '../../billing/queries/effective-tier';
import type { Tier } from '../../contracts/options';

type AdminUserRow = Pick<
  UserRow,
  'id' | 'username' | 'first_name' | 'last_name' | 'email' | 'role' | 'is_active' | 'created_at'
>;

const COLUMNS = [
  'id',
  'username',
  'first_name',
  'last_name',
  'email',
  'role',
  'is_active',
  'created_at',
] as const;

/** `tier`: the plan in effect now (billing's effectiveTierOf; the trial counts as pro). */
export function toAdminUser(row: AdminUserRow, tier: Tier): AdminUser {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    isActive: row.is_active,
    subscriptionTier: tier,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Every account that is not deleted, newest first (User Management). */
export async function listAdminUsers(knex: Knex, now: Date): Promise<AdminUser[]> {
  const rows = await knex('rm_users')
    .where({ deleted: false })
    .select<AdminUserRow[]>(...COLUMNS)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  const tiers = await effectiveTiersOf(
    knex,
    rows.map((r) => r.id),
    now,
  );
  return rows.map((row) => toAdminUser(row, tiers.get(row.id) ?? 'free'));
}

export async function findAdminUser(knex: Knex, userId: string, now: Date): Promise<AdminUser | undefined> {
  const row = await knex('rm_users')
    .where({ id: userId, deleted: false })
    .first<AdminUserRow | undefined>(...COLUMNS);
  return row ? toAdminUser(row, await effectiveTierOf(knex, userId, now)) : undefined;
}
