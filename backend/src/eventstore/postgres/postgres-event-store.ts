import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import {
  START_POSITION,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type GlobalPosition,
  type InlineProjection,
  type ReadAllOptions,
  type ReadStreamOptions,
  type StoredEvent,
  type StreamWrite,
  type UniqueClaim,
} from '../event-store.port';
import { ConcurrencyError, UniqueClaimTaken } from '../errors';
import {
  APPEND_SQL,
  appendWithRowSql,
  asStored,
  EVENT_COLUMNS,
  eventBatch,
  lastPosition,
  READ_ALL_SQL,
  ROW_MOVED,
  STREAM_LOCK_CLASS,
  withRows,
  type AppendedRow,
} from './append-statements';
import { rowToEvent, type EventRow } from './event-row';
import { listen } from './pg-listen';

export const EVENTS_CHANNEL = 'bb_events';
const NOTIFY_SQL = `NOTIFY ${EVENTS_CHANNEL}`;

/**
 * The PostgreSQL adapter of the EventStore port.
 *
 * Readers never skip an event: a bigint sequence is not commit order (a transaction holding
 * position 10 can commit after one holding 11), so every event stores its writer's transaction id
 * (xid8) and readers only take events whose transaction finished before every transaction still
 * running (`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`), ordered by
 * (transaction_id, global_position). A writer that is still running has a transaction id at or
 * above that xmin, so its events sort after any checkpoint taken now.
 */
export class PostgresEventStore implements EventStore {
  private readonly localListeners = new Set<() => void>();
  private notifying = false;
  private notifyAgain = false;
  readonly inlineProjections: readonly string[];

  /** `inline`: read models written in the append's transaction (see InlineProjection). */
  constructor(
    private readonly pool: Pool,
    private readonly inline: readonly InlineProjection[] = [],
  ) {
    this.inlineProjections = inline.map((p) => p.name);
  }

  async append(writes: StreamWrite[], options: AppendOptions): Promise<AppendResult> {
    const nonEmpty = writes.filter((w) => w.events.length > 0);
    if (nonEmpty.length === 0) throw new Error('append called without events');
    const claims = options.claims ?? [];
    const releases = options.releaseClaims ?? [];
    const client = await this.pool.connect();
    let broken: Error | undefined;
    // While checked out, a client has no error listener of the pool's: without ours, a connection
    // lost between two messages (a PostgreSQL restart) is an unhandled 'error' event, which ends
    // the process.
    const onError = (error: Error) => (broken = error);
    client.on('error', onError);
    try {
      const versions: Record<string, number> = {};
      const returned: StoredEvent[] = [];
      let last: GlobalPosition;
      const inline = this.inlineFor(nonEmpty);
      const single = nonEmpty.length === 1 && claims.length === 0 && releases.length === 0;
      const oneStatement = single
        ? inline.length === 0
          ? await this.writeStream(client, nonEmpty[0]!, options, options.returnEvents)
          : await this.writeStreamWithRow(client, nonEmpty[0]!, options, inline)
        : null;
      if (oneStatement) {
        // The common cases, one stream and no claims, in one round trip: the statement is its own
        // transaction (with the inline read model's row when it could be prepared).
        versions[nonEmpty[0]!.streamId] = oneStatement.version;
        last = oneStatement.position;
        returned.push(...oneStatement.events);
      } else {
        await client.query('BEGIN');
        try {
          await this.lockStreams(
            client,
            nonEmpty.map((w) => w.streamId),
          );
          last = START_POSITION;
          const stored: StoredEvent[] = [];
          for (const write of nonEmpty) {
            const written = await this.writeStream(
              client,
              write,
              options,
              inline.length > 0 || options.returnEvents,
            );
            versions[write.streamId] = written.version;
            last = written.position;
            stored.push(...written.events);
          }
          // The inline read models, in this transaction: committed with the events or not at all.
          const onCommit: Array<() => void> = [];
          for (const projection of inline) {
            const after = await projection.apply(
              stored.filter((e) => projection.handles.includes(e.type)),
              { sql: client, readStream: (id, after, before) => readStreamIn(client, id, after, before) },
            );
            if (after) onCommit.push(after);
          }
          await this.releaseClaims(client, releases);
          await this.takeClaims(client, claims);
          await client.query('COMMIT');
          onCommit.forEach((after) => after());
          if (options.returnEvents) returned.push(...stored);
        } catch (error) {
          await client.query('ROLLBACK').catch((e: Error) => (broken = e));
          throw error;
        }
      }
      this.notifyAppended();
      return { position: last, versions, ...(options.returnEvents ? { events: returned } : {}) };
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }

  /** The inline projections that handle an event of these writes. */
  private inlineFor(writes: StreamWrite[]): readonly InlineProjection[] {
    if (this.inline.length === 0) return this.inline;
    return this.inline.filter((p) => writes.some((w) => w.events.some((e) => p.handles.includes(e.type))));
  }

  /**
   * Locks the streams, in a fixed order so that two multi-stream appends cannot deadlock, before
   * anything is written. An advisory lock does not give the transaction an id, so a writer that
   * waited here for another one to commit takes a higher transaction id, and readers see a stream's
   * events in stream order (see writeStream).
   */
  private async lockStreams(client: PoolClient, streamIds: string[]): Promise<void> {
    if (streamIds.length < 2) return;
    await client.query(
      `SELECT pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, k)
       FROM (SELECT DISTINCT hashtext(s) AS k FROM unnest($1::text[]) AS s ORDER BY 1) AS keys`,
      [streamIds],
    );
  }

  /**
   * One statement per stream: lock the stream, move its version (or fail when the expected version
   * is stale), and insert the events after it. The lock is taken before the first write, which is
   * what assigns the transaction id: readers order by transaction id, so a writer must only take
   * its id once every earlier writer of the stream has committed, or a stream's events would reach
   * readers out of stream order (an 'any' append that waited on the stream row would sort first).
   */
  private async writeStream(
    client: PoolClient,
    write: StreamWrite,
    options: AppendOptions,
    returnEvents = false,
  ): Promise<{ position: GlobalPosition; version: number; events: StoredEvent[] }> {
    const { streamId, expectedVersion, events } = write;
    const n = events.length;
    const kind =
      expectedVersion === 'any'
        ? 'any'
        : expectedVersion === 'no_stream' || expectedVersion === 0
          ? 'new'
          : 'exact';
    const batch = eventBatch(events);
    const { json } = batch;
    const params: unknown[] = [streamId, n, json, JSON.stringify(options.metadata)];
    if (kind === 'exact') params.push(expectedVersion);
    try {
      // Named: each connection parses and plans it once.
      const res = await client.query<AppendedRow>({
        name: `bb_append_${kind}`,
        text: APPEND_SQL[kind],
        values: params,
      });
      // No row: the version did not match, so nothing was written.
      if (res.rows.length === 0) throw new ConcurrencyError(streamId, String(expectedVersion));
      return {
        position: lastPosition(res.rows),
        version: Math.max(...res.rows.map((r) => Number(r.stream_position))),
        events: returnEvents ? withRows(asStored(batch, streamId, options.metadata), res.rows) : [],
      };
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConcurrencyError(streamId, String(expectedVersion));
      throw error;
    }
  }

  /**
   * One stream's append and its inline read model's row in one statement, when the projection can
   * prepare the row without reading it (InlineProjection.prepare): an exact expected version, one
   * inline projection. The statement fails as a whole when the row is not at the version the
   * projection folded from (another process wrote it, or a rebuild swapped its table); then, and
   * when nothing could be prepared, null: the caller appends in a transaction with `apply`.
   */
  private async writeStreamWithRow(
    client: PoolClient,
    write: StreamWrite,
    options: AppendOptions,
    inline: readonly InlineProjection[],
  ): Promise<{ position: GlobalPosition; version: number; events: StoredEvent[] } | null> {
    const projection = inline.length === 1 ? inline[0]! : undefined;
    const from = write.expectedVersion;
    if (!projection?.prepare || typeof from !== 'number' || from < 1) return null;
    const batch = eventBatch(write.events);
    const pending = asStored(batch, write.streamId, options.metadata, from);
    const prepared = projection.prepare(pending.filter((e) => projection.handles.includes(e.type)));
    if (!prepared) return null;
    try {
      const res = await client.query<AppendedRow>({
        name: `bb_append_row_${prepared.table}`,
        text: appendWithRowSql(prepared.table, prepared.columns),
        values: [
          write.streamId,
          batch.events.length,
          batch.json,
          JSON.stringify(options.metadata),
          from,
          prepared.row,
          prepared.id,
          prepared.fromVersion,
        ],
      });
      if (res.rows.length === 0) throw new ConcurrencyError(write.streamId, String(from));
      prepared.committed();
      return {
        position: lastPosition(res.rows),
        version: from + batch.events.length,
        events: withRows(pending, res.rows),
      };
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConcurrencyError(write.streamId, String(from));
      if ((error as { code?: string }).code !== ROW_MOVED) throw error;
      prepared.discarded();
      return null;
    }
  }

  private async takeClaims(client: PoolClient, claims: UniqueClaim[]): Promise<void> {
    for (const claim of claims) {
      const res = await client.query(
        `INSERT INTO unique_claims (scope, value_hash, owner_stream) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [claim.scope, hashClaimValue(claim.value), claim.ownerStreamId],
      );
      if (res.rowCount === 0) throw new UniqueClaimTaken(claim.scope);
    }
  }

  private async releaseClaims(client: PoolClient, claims: Array<Pick<UniqueClaim, 'scope' | 'value'>>) {
    for (const claim of claims) {
      await client.query(`DELETE FROM unique_claims WHERE scope = $1 AND value_hash = $2`, [
        claim.scope,
        hashClaimValue(claim.value),
      ]);
    }
  }

  async readStream(streamId: string, { after = 0 }: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    // Named, like the append: every command reads its stream, so each connection plans it once.
    const res = await this.pool.query<EventRow>({
      name: 'bb_read_stream',
      text: `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND stream_position > $2 ORDER BY stream_position`,
      values: [streamId, after],
    });
    return res.rows.map(rowToEvent);
  }

  async readAll({ after, limit, types }: ReadAllOptions): Promise<StoredEvent[]> {
    // Named: the projection runner reads the log every round, so each connection plans it once.
    const res = await this.pool.query<EventRow>(
      types
        ? {
            name: 'bb_read_all_types',
            text: READ_ALL_SQL(`AND event_type = ANY($4::text[])`),
            values: [after.transactionId, after.globalPosition, limit, types],
          }
        : {
            name: 'bb_read_all',
            text: READ_ALL_SQL(''),
            values: [after.transactionId, after.globalPosition, limit],
          },
    );
    return res.rows.map(rowToEvent);
  }

  async headPosition(): Promise<GlobalPosition> {
    const res = await this.pool.query<{ transaction_id: string; global_position: string }>(
      `SELECT transaction_id::text, global_position::text FROM events
       WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY events.transaction_id DESC, events.global_position DESC LIMIT 1`,
    );
    const row = res.rows[0];
    return row
      ? { transactionId: row.transaction_id, globalPosition: row.global_position }
      : { transactionId: '0', globalPosition: '0' };
  }

  /**
   * Wakes listeners after a commit: this process's own at once, other processes' through NOTIFY.
   * The NOTIFY is sent after the append's transaction, not inside it: a NOTIFY in a transaction
   * takes PostgreSQL's database-wide notify lock at commit, which queues every appending
   * transaction behind the others' commit flush. While one NOTIFY is in flight, later commits ask
   * for one more after it, so every commit is followed by a NOTIFY sent after it.
   */
  private notifyAppended(): void {
    this.localListeners.forEach((wake) => wake());
    if (this.notifying) {
      this.notifyAgain = true;
      return;
    }
    this.notifying = true;
    this.pool
      // A simple-protocol statement (one message, nothing to bind): the channel is a constant.
      .query(NOTIFY_SQL)
      .catch(() => undefined) // Best effort: listeners also poll.
      .finally(() => {
        this.notifying = false;
        if (this.notifyAgain) {
          this.notifyAgain = false;
          this.notifyAppended();
        }
      });
  }

  /**
   * Wakes `onWake` after every append: this process's own at once, other processes' through
   * NOTIFY on a connection of its own (`listen`), and once more when that connection is back
   * after a loss, since appends committed meanwhile sent no notification it could hear.
   */
  async onAppended(onWake: () => void): Promise<() => Promise<void>> {
    const stop = await listen(this.pool, EVENTS_CHANNEL, () => onWake());
    this.localListeners.add(onWake);
    return async () => {
      this.localListeners.delete(onWake);
      await stop();
    };
  }
}

async function readStreamIn(
  client: PoolClient,
  streamId: string,
  after: number,
  before: number,
): Promise<StoredEvent[]> {
  const res = await client.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events
     WHERE stream_id = $1 AND stream_position > $2 AND stream_position < $3 ORDER BY stream_position`,
    [streamId, after, before],
  );
  return res.rows.map(rowToEvent);
}

export function hashClaimValue(value: string): Buffer {
  return createHash('sha256').update(value.normalize('NFKC').trim().toLowerCase()).digest();
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
