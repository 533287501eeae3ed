import type { Knex } from 'knex';

/**
 * Erasure of a deleted account's words (issue 17, docs/security.md): the event log stays
 * append-only for everything else, but a transaction that sets `bb.erasure = 'on'` may rewrite the
 * `data` and `metadata` of existing events (never their type, stream, position or order, never a
 * delete). Only the account-deletion handler does so, for the events of the person who left.
 */
export const name = '0050-personal-data-erasure';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND current_setting('bb.erasure', true) = 'on'
         AND NEW.global_position = OLD.global_position AND NEW.transaction_id = OLD.transaction_id
         AND NEW.event_id = OLD.event_id AND NEW.stream_id = OLD.stream_id
         AND NEW.stream_position = OLD.stream_position AND NEW.event_type = OLD.event_type
         AND NEW.schema_version = OLD.schema_version AND NEW.recorded_at = OLD.recorded_at THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'events is append-only: % is not allowed', TG_OP;
    END $$;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'events is append-only: % is not allowed', TG_OP;
    END $$;
  `);
}
