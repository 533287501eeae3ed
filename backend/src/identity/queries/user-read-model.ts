import type { Knex } from 'knex';
import type { User } from '../../contracts/identity';

export interface UserRow {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  role: 'user' | 'admin';
  is_active: boolean;
  session_version: number;
  /** Unused: the tier comes from billing (billing/queries/effective-tier.ts). */
  subscription_tier: User['subscriptionTier'];
  deleted: boolean;
  created_at: Date;
}

/** `tier`: the plan in effect now, from billing's effectiveTierOf (the trial counts as pro). */
export function toUserResponse(row: UserRow, tier: User['subscriptionTier']): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    subscriptionTier: tier,
    isActive: row.is_active,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function findUserById(knex: Knex, id: string): Promise<UserRow | undefined> {
  return knex<UserRow>('rm_users').where({ id, deleted: false }).first();
}

export async function findUserByEmail(knex: Knex, email: string): Promise<UserRow | undefined> {
  return knex<UserRow>('rm_users')
    .whereRaw('lower(email) = lower(?)', [email.trim()])
    .andWhere({ deleted: false })
    .first();
}

export async function adminExists(knex: Knex): Promise<boolean> {
  const row = await knex('rm_users')
    .where({ role: 'admin', deleted: false })
    .first<{ id: string } | undefined>('id');
  return Boolean(row);
}
