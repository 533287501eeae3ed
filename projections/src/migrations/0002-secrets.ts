import type { Knex } from 'knex';

/**
 * Data kept OUTSIDE the event log on purpose (docs/architecture.md "Personal data and secrets"):
 * per-user encryption keys for personal fields in events (deleting the row crypto-shreds them).
 */
export const name = '0002-secrets';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE subject_keys (
      subject_id text PRIMARY KEY,
      wrapped_key bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP TABLE subject_keys;`);
}
