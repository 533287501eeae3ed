import type { Knex } from 'knex';

/** Read models of the identity context, owned by UsersProjection. */
export const name = '0003-identity-read-models';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE rm_users (
      id text PRIMARY KEY,
      username text NOT NULL,
      email text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      password_hash text NOT NULL,
      role text NOT NULL,
      is_active boolean NOT NULL DEFAULT true,
      session_version int NOT NULL DEFAULT 0,
      subscription_tier text NOT NULL DEFAULT 'free',
      deleted boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_login_at timestamptz
    );
    CREATE UNIQUE INDEX rm_users_email ON rm_users (lower(email)) WHERE NOT deleted;
    CREATE INDEX rm_users_created ON rm_users (created_at);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP TABLE rm_users;`);
}
