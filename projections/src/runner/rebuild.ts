import type { Knex } from 'knex';
import type { Pool } from 'pg';
import {
  comparePositions,
  START_POSITION,
  type EventStore,
  type GlobalPosition,
  type StoredEvent,
} from '@bb/backend/eventstore/event-store.port';
import { readCheckpoints, registerCheckpoint } from './checkpoints';
import type { Projection } from './projection';
import type { RebuildProgress } from './rebuild-progress';
import {
  createRebuildTables,
  dropRebuildTables,
  rebuildTableName,
  swapInRebuildTables,
} from './rebuild-tables';

export interface RebuildOptions {
  store: EventStore;
  knex: Knex;
  /** For the projection advisory locks (a session of its own). */
  pool: Pool;
  projections: readonly Projection[];
  /** Events read and folded per transaction (default 5000). */
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
  log?: (message: string) => void;
}

export interface RebuildReport {
  projections: string[];
  /** Events replayed (those the rebuilt projections handle). */
  events: number;
  seconds: number;
  eventsPerSecond: number;
  /** Each projection's checkpoint after the swap. */
  checkpoints: Record<string, GlobalPosition>;
}

const LOCK_SQL = `SELECT pg_try_advisory_lock(hashtext('projection:' || $1)) AS locked`;
const UNLOCK_SQL = `SELECT pg_advisory_unlock(hashtext('projection:' || $1))`;
/** One rebuild of a projection at a time: a second one would drop the first one's copies. */
const REBUILD_LOCK_SQL = `SELECT pg_try_advisory_lock(hashtext('projection-rebuild:' || $1)) AS locked`;
const REBUILD_UNLOCK_SQL = `SELECT pg_advisory_unlock(hashtext('projection-rebuild:' || $1))`;
const RETRYABLE = new Set(['40P01', '55P03', '40001']); // deadlock, lock timeout, serialization

/**
 * Rebuilds projections while the app keeps serving (docs/architecture.md "Projections,
 * read-your-writes and rebuild"):
 *
 * 1. Fresh copies of every table (`x__rebuild`, LIKE x INCLUDING ALL).
 * 2. The whole log is replayed into the copies through each projection's own `apply`, with
 *    `table(name)` answering the copy: one read of the log for all projections, `batchSize`
 *    events folded per transaction, the projections side by side (with synchronous_commit off:
 *    the copies are thrown away if the process dies).
 * 3. The swap, one transaction per projection: lock its live tables (ACCESS EXCLUSIVE, so its live
 *    runner and its readers wait for the few milliseconds the swap takes, while every other
 *    projection runs on), apply the last events, rename the copies into place, drop the old
 *    tables, and set the checkpoint.
 *
 * Who moves the checkpoint: when no runner holds the projection's advisory lock, the rebuild takes
 * it (a runner starting meanwhile stands by), catches up to the head and moves the checkpoint
 * there. When a live runner holds it (the app is running), the lock cannot be taken from it (it is
 * a session lock held for as long as the runner lives), so the rebuild follows the live
 * checkpoint instead: it never replays past it, and in the swap it catches up to exactly the
 * checkpoint row it locked (FOR UPDATE), so the rebuilt tables hold what the live ones held and
 * the runner carries on from its own checkpoint into the new tables.
 */
export async function rebuildProjections(options: RebuildOptions): Promise<RebuildReport> {
  const { store, knex, pool, projections } = options;
  const batchSize = options.batchSize ?? 5000;
  const log = options.log ?? (() => undefined);
  const names = projections.map((p) => p.name);
  const tables = projections.flatMap((p) => p.tables);
  if (new Set(tables).size !== tables.length) throw new Error('Two projections claim the same table');
  tables.forEach(rebuildTableName); // validates the names early

  const startedAt = Date.now();
  let events = 0;
  const total = await countEvents(knex, projections).catch(() => null);
  const report = (phase: RebuildProgress['phase']) =>
    options.onProgress?.({ phase, projections: names, events, total, startedAt, now: Date.now() });

  for (const name of names) await registerCheckpoint(knex, name);
  const lockClient = await pool.connect();
  let lockClientBroken: Error | undefined;
  lockClient.on('error', (error: Error) => (lockClientBroken = error));
  const owned = new Set<string>();
  const rebuildLocks: string[] = [];
  let created = false;
  const checkpoints: Record<string, GlobalPosition> = {};
  try {
    for (const name of names) {
      const rebuilding = await lockClient.query<{ locked: boolean }>(REBUILD_LOCK_SQL, [name]);
      if (!rebuilding.rows[0]?.locked) throw new Error(`A rebuild of ${name} is already running`);
      rebuildLocks.push(name);
      const res = await lockClient.query<{ locked: boolean }>(LOCK_SQL, [name]);
      if (res.rows[0]?.locked) owned.add(name);
    }
    log(
      `rebuilding ${names.join(', ')}; ` +
        (owned.size === names.length
          ? 'no live runner'
          : `live runner holds ${names.filter((n) => !owned.has(n)).join(', ')}`),
    );
    created = true;
    await createRebuildTables(knex, tables);
    const copies = (name: string) => (tables.includes(name) ? rebuildTableName(name) : name);
    const types = [...new Set(projections.flatMap((p) => p.handles))];
    const live = projections.filter((p) => !owned.has(p.name)).map((p) => p.name);

    // Replay, following the live checkpoints of the projections a runner applies. The next batch
    // is read while this one is applied, and the projections apply a batch side by side, each in a
    // transaction of its own (their copies are theirs alone), so a slow projection does not hold
    // the others up and PostgreSQL works while Node folds.
    const readAfter = async (from: GlobalPosition): Promise<StoredEvent[]> => {
      const bound = live.length ? minimum([...(await readCheckpoints(knex, live)).values()]) : null;
      const batch = await store.readAll({ after: from, limit: batchSize, types });
      return bound ? batch.filter((e) => comparePositions(e.position, bound) <= 0) : batch;
    };
    let after: GlobalPosition = START_POSITION;
    report('replaying');
    let next = readAfter(after);
    for (;;) {
      const batch = await next;
      if (batch.length === 0) break;
      after = batch[batch.length - 1]!.position;
      next = readAfter(after);
      next.catch(() => undefined); // awaited on the next turn; a failure there is thrown there
      const outcomes = await Promise.allSettled(
        projections.map(async (p) => {
          const handled = batch.filter((e) => p.handles.includes(e.type));
          if (handled.length === 0) return;
          await knex.transaction(async (trx) => {
            await trx.raw(`SET LOCAL synchronous_commit = off`);
            await p.apply(handled, { trx, table: copies });
          });
        }),
      );
      const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
      if (failed) throw failed.reason;
      events += batch.length;
      report('replaying');
    }

    report('swapping');
    for (const p of projections) {
      const swapped = await withRetries(() =>
        swap(store, knex, p, after, owned.has(p.name), batchSize, copies, (n) => (events += n)),
      );
      checkpoints[p.name] = swapped;
      if (owned.has(p.name)) {
        await lockClient.query(UNLOCK_SQL, [p.name]);
        owned.delete(p.name);
      }
    }
    report('done');
    const seconds = (Date.now() - startedAt) / 1000;
    return {
      projections: names,
      events,
      seconds,
      eventsPerSecond: seconds > 0 ? events / seconds : events,
      checkpoints,
    };
  } catch (error) {
    if (created) await dropRebuildTables(knex, tables).catch(() => undefined);
    throw error;
  } finally {
    for (const name of owned) await lockClient.query(UNLOCK_SQL, [name]).catch(() => undefined);
    for (const name of rebuildLocks)
      await lockClient.query(REBUILD_UNLOCK_SQL, [name]).catch(() => undefined);
    lockClient.release(lockClientBroken);
  }
}

/**
 * One projection's swap, in one transaction. Answers the checkpoint the projection has after it.
 */
async function swap(
  store: EventStore,
  knex: Knex,
  p: Projection,
  replayedTo: GlobalPosition,
  ownsLock: boolean,
  batchSize: number,
  copies: (name: string) => string,
  count: (n: number) => void,
): Promise<GlobalPosition> {
  return knex.transaction(async (trx) => {
    await trx.raw(`SET LOCAL lock_timeout = '10s'`);
    // Tables first, then the checkpoint row: a live batch locks them in that order too (it
    // writes its tables before it moves its checkpoint), so the two cannot deadlock.
    await trx.raw(`LOCK TABLE ${p.tables.map((t) => `"${t}"`).join(', ')} IN ACCESS EXCLUSIVE MODE`);
    const row = await trx.raw<{ rows: Array<{ transaction_id: string; global_position: string }> }>(
      `SELECT transaction_id::text, global_position::text FROM projection_checkpoints WHERE projection = ? FOR UPDATE`,
      [p.name],
    );
    const stored = row.rows[0]
      ? { transactionId: row.rows[0].transaction_id, globalPosition: row.rows[0].global_position }
      : START_POSITION;
    // Owned: up to the head as it is now (later events are the runner's, from the checkpoint).
    // Live: up to exactly the live checkpoint, which the live tables reflect.
    const target = ownsLock ? maximum([await store.headPosition(), stored]) : stored;
    let position = replayedTo;
    let applied = 0;
    while (comparePositions(position, target) < 0) {
      const batch = (await store.readAll({ after: position, limit: batchSize, types: p.handles })).filter(
        (e: StoredEvent) => comparePositions(e.position, target) <= 0,
      );
      if (batch.length === 0) break;
      await p.apply(batch, { trx, table: copies });
      position = batch[batch.length - 1]!.position;
      applied += batch.length;
    }
    await swapInRebuildTables(trx, p.tables);
    let checkpoint = stored;
    if (ownsLock) {
      checkpoint = maximum([target, position]);
      await trx.raw(
        `UPDATE projection_checkpoints SET transaction_id = ?::text::xid8, global_position = ?::bigint, updated_at = now()
         WHERE projection = ?`,
        [checkpoint.transactionId, checkpoint.globalPosition, p.name],
      );
    }
    count(applied);
    return checkpoint;
  });
}

async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!code || !RETRYABLE.has(code) || n >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * n));
    }
  }
}

function maximum(positions: GlobalPosition[]): GlobalPosition {
  return positions.reduce((max, p) => (comparePositions(p, max) > 0 ? p : max), START_POSITION);
}

function minimum(positions: GlobalPosition[]): GlobalPosition | null {
  return positions.reduce<GlobalPosition | null>(
    (min, p) => (!min || comparePositions(p, min) < 0 ? p : min),
    null,
  );
}

/** The events the projections handle, for the progress bar's total (PostgreSQL store only). */
async function countEvents(knex: Knex, projections: readonly Projection[]): Promise<number | null> {
  const types = [...new Set(projections.flatMap((p) => p.handles))];
  const res = await knex.raw<{ rows: Array<{ n: string }> }>(
    `SELECT count(*)::text AS n FROM events WHERE event_type = ANY(?::text[])`,
    [types],
  );
  return res.rows[0] ? Number(res.rows[0].n) : null;
}
