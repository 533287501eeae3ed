import type { Knex } from 'knex';

/**
 * The event log (docs/architecture.md "The event store"): an append-only `events` table ordered for readers
 * by (transaction_id, global_position), a `streams` table holding each stream's version for
 * optimistic concurrency, and `unique_claims` for cross-stream uniqueness (hashed values only).
 */
export const name = '0001-event-store';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE streams (
      stream_id text PRIMARY KEY,
      version bigint NOT NULL
    );
    CREATE TABLE events (
      global_position bigserial PRIMARY KEY,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      event_id uuid NOT NULL UNIQUE,
      stream_id text NOT NULL,
      stream_position bigint NOT NULL,
      event_type text NOT NULL,
      schema_version int NOT NULL DEFAULT 1,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (stream_id, stream_position)
    );
    CREATE INDEX events_transaction_order ON events (transaction_id, global_position);
    CREATE INDEX events_type ON events (event_type);

    CREATE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'events is append-only: % is not allowed', TG_OP;
    END $$;
    CREATE TRIGGER events_no_update_delete BEFORE UPDATE OR DELETE ON events
      FOR EACH ROW EXECUTE FUNCTION events_are_append_only();
    CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
      FOR EACH STATEMENT EXECUTE FUNCTION events_are_append_only();

    CREATE TABLE unique_claims (
      scope text NOT NULL,
      value_hash bytea NOT NULL,
      owner_stream text NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (scope, value_hash)
    );

    CREATE TABLE projection_checkpoints (
      projection text PRIMARY KEY,
      transaction_id xid8 NOT NULL DEFAULT '0',
      global_position bigint NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TABLE projection_checkpoints; DROP TABLE unique_claims;
    DROP TRIGGER events_no_truncate ON events; DROP TRIGGER events_no_update_delete ON events;
    DROP TABLE events; DROP FUNCTION events_are_append_only(); DROP TABLE streams;
  `);
}
