import type { Knex } from 'knex';
import type { GlobalPosition } from '@bb/backend/eventstore/event-store.port';

export async function registerCheckpoint(knex: Knex, projection: string): Promise<void> {
  await knex.raw(`INSERT INTO projection_checkpoints (projection) VALUES (?) ON CONFLICT DO NOTHING`, [
    projection,
  ]);
}

export async function readCheckpoints(
  knex: Knex,
  projections: readonly string[],
): Promise<Map<string, GlobalPosition>> {
  const rows = await knex.raw<{
    rows: Array<{ projection: string; transaction_id: string; global_position: string }>;
  }>(
    `SELECT projection, transaction_id::text, global_position::text FROM projection_checkpoints
     WHERE projection = ANY(?::text[])`,
    [[...projections]],
  );
  return new Map(
    rows.rows.map((r) => [
      r.projection,
      { transactionId: r.transaction_id, globalPosition: r.global_position },
    ]),
  );
}

/**
 * Read-model writes do not wait for their WAL flush: read models are derived, and a batch lost in
 * a PostgreSQL crash is lost together with its checkpoint (same transaction), so the runner applies
 * it again from the durable log. The events themselves are flushed. Every checkpoint move turns the
 * wait off for its transaction (`set_config(..., true)` is `SET LOCAL`, and holds for a statement
 * that is its own transaction too), so that costs no round trip of its own.
 */
const NO_FLUSH_WAIT = `RETURNING set_config('synchronous_commit', 'off', true)`;

/**
 * Moves a checkpoint from `from` to `to` inside the batch's transaction (compare-and-set), so the
 * read-model change and the checkpoint commit together: a crash never applies an event twice.
 * Outside a transaction (a batch with nothing for the projection) it is one statement of its own.
 */
export async function moveCheckpoint(
  trx: Knex | Knex.Transaction,
  projection: string,
  from: GlobalPosition,
  to: GlobalPosition,
): Promise<void> {
  const res = await trx.raw<{ rowCount: number }>(
    `UPDATE projection_checkpoints
       SET transaction_id = ?::text::xid8, global_position = ?::bigint, updated_at = now()
     WHERE projection = ? AND transaction_id = ?::text::xid8 AND global_position = ?::bigint
     ${NO_FLUSH_WAIT}`,
    [to.transactionId, to.globalPosition, projection, from.transactionId, from.globalPosition],
  );
  if (res.rowCount !== 1) {
    throw new Error(`Checkpoint of ${projection} was moved by another process`);
  }
}

/** moveCheckpoint for several projections at the same position, in one statement. */
export async function moveCheckpoints(
  trx: Knex | Knex.Transaction,
  projections: readonly string[],
  from: GlobalPosition,
  to: GlobalPosition,
): Promise<void> {
  const res = await trx.raw<{ rowCount: number }>(
    `UPDATE projection_checkpoints
       SET transaction_id = ?::text::xid8, global_position = ?::bigint, updated_at = now()
     WHERE projection = ANY(?::text[]) AND transaction_id = ?::text::xid8 AND global_position = ?::bigint
     ${NO_FLUSH_WAIT}`,
    [to.transactionId, to.globalPosition, [...projections], from.transactionId, from.globalPosition],
  );
  if (res.rowCount !== projections.length) {
    throw new Error(`A checkpoint of ${projections.join(', ')} was moved by another process`);
  }
}
