import type { Knex } from 'knex';

/**
 * bb_require_row(n): true when n = 1, else raises SQLSTATE BB001. The event store's one-statement
 * append with an inline read model row (postgres-event-store.ts, appendWithRowSql) calls it with the
 * number of rows its version-guarded UPDATE changed: when the stream moved but the row was not at
 * the version the projection folded from, the whole statement (events included) rolls back, and
 * the store appends again in a transaction that reads the row.
 */
export const name = '0053-inline-row-check';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION bb_require_row(n bigint) RETURNS boolean
    LANGUAGE plpgsql AS $$
    BEGIN
      IF n <> 1 THEN
        RAISE EXCEPTION 'inline read model row not at the expected version' USING ERRCODE = 'BB001';
      END IF;
      RETURN true;
    END
    $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS bb_require_row(bigint)');
}
