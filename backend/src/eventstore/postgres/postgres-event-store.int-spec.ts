import { randomUUID } from 'node:crypto';
import { Client, Pool, type PoolClient, type QueryConfig, type QueryResult } from 'pg';
import { createMigratedDatabase } from '../../../../test/test-database';
import { describeEventStoreContract } from '../contract/event-store.contract';
import {
  START_POSITION,
  type EventMetadata,
  type GlobalPosition,
  type StoredEvent,
} from '../event-store.port';
import { UniqueClaimTaken } from '../errors';
import { PostgresEventStore } from './postgres-event-store';

const POOL_OPTIONS = { max: 30, options: '-c idle_in_transaction_session_timeout=30000' };

describeEventStoreContract('PostgreSQL', async () => {
  const db = await createMigratedDatabase();
  const pool = new Pool({ connectionString: db.url, ...POOL_OPTIONS });
  pool.on('error', () => undefined);
  return {
    store: new PostgresEventStore(pool),
    storeWithHeldCommits: (hold) => new PostgresEventStore(poolWithHeldCommits(pool, hold)),
    cleanup: async () => {
      await pool.end();
      await db.drop();
    },
  };
});

describe('PostgresEventStore on PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof createMigratedDatabase>>;
  let pool: Pool;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createMigratedDatabase();
    pool = new Pool({ connectionString: db.url, ...POOL_OPTIONS });
    pool.on('error', () => undefined);
    store = new PostgresEventStore(pool);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('rejects UPDATE, DELETE and TRUNCATE of events', async () => {
    const streamId = `immutable-${randomUUID()}`;
    await store.append(
      [{ streamId, expectedVersion: 'no_stream', events: [{ type: 'a', data: { v: 1 } }] }],
      {
        metadata: meta(),
      },
    );
    await expect(
      pool.query(`UPDATE events SET data = '{"v":2}' WHERE stream_id = $1`, [streamId]),
    ).rejects.toThrow(/append-only: UPDATE/);
    await expect(pool.query(`DELETE FROM events WHERE stream_id = $1`, [streamId])).rejects.toThrow(
      /append-only: DELETE/,
    );
    await expect(pool.query(`TRUNCATE events`)).rejects.toThrow(/append-only: TRUNCATE/);
    const events = await store.readStream(streamId);
    expect(events.map((e) => e.data)).toEqual([{ v: 1 }]);
  });

  it('never skips an event inserted by a raw transaction that commits after later events', async () => {
    const from = await store.headPosition();
    // A writer opens a transaction and inserts an event: it now holds the lower global position.
    const slow = new Client({ connectionString: db.url });
    await slow.connect();
    try {
      await slow.query('BEGIN');
      const slowId = randomUUID();
      const inserted = await slow.query<{ global_position: string }>(
        `INSERT INTO events (event_id, stream_id, stream_position, event_type, data, metadata)
         VALUES ($1, $2, 1, 'raw.slow', '{}', $3) RETURNING global_position::text`,
        [slowId, `raw-slow-${randomUUID()}`, JSON.stringify(meta())],
      );
      // Other clients append and commit events with higher global positions.
      const fastIds: string[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await store.append(
          [
            {
              streamId: `raw-fast-${randomUUID()}`,
              expectedVersion: 'no_stream',
              events: [{ type: 'raw.fast', data: { i } }],
            },
          ],
          { metadata: meta() },
        );
        expect(BigInt(r.position.globalPosition)).toBeGreaterThan(BigInt(inserted.rows[0]!.global_position));
        fastIds.push((await store.readStream(Object.keys(r.versions)[0]!))[0]!.id);
      }
      // A plain "global_position > checkpoint" reader would now move to the fast events' position
      // and never come back for the slow one. This one waits behind the open transaction.
      // Only this test's events count: the head read above can lag behind earlier tests' events
      // while a transaction anywhere on the cluster is open, and the reads then start before them.
      const ours = new Set([slowId, ...fastIds]);
      const early = await store.readAll({ after: from, limit: 100 });
      expect(early.filter((e) => ours.has(e.id))).toEqual([]);

      await slow.query('COMMIT');
      const delivered = (
        await readAllUntil(store, from, (seen) => seen.filter((e) => ours.has(e.id)).length >= 4)
      ).filter((e) => ours.has(e.id));
      expect(delivered.map((e) => e.id)).toEqual([slowId, ...fastIds]);
      await expect(store.readAll({ after: delivered[3]!.position, limit: 100 })).resolves.toEqual([]);
    } finally {
      await slow.end();
    }
  });

  it('orders by transaction id and position as numbers, also across a power of ten', async () => {
    // Positions are decimal strings in the API: sorting them as text would put '10' before '9' and
    // a reader would skip events after a batch. Old transaction ids and high positions, written
    // directly, put such boundaries where this test can see them.
    const type = `order-${randomUUID()}`;
    const rows: Array<[string, string]> = [
      ['9', '99999998'],
      ['10', '99999999'],
      ['99', '999999999'],
      ['100', '9999999999'],
      ['100', '10000000000'],
      ['1000', '10000000001'],
    ];
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      for (const [i, [tx, position]] of [...rows].reverse().entries()) {
        await client.query(
          `INSERT INTO events (global_position, transaction_id, event_id, stream_id, stream_position, event_type, data, metadata)
           VALUES ($1, $2::text::xid8, $3, $4, 1, $5, '{}', '{}')`,
          [position, tx, randomUUID(), `order-${i}-${randomUUID()}`, type],
        );
      }
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const read = [];
    let after = START_POSITION;
    for (;;) {
      const batch = await store.readAll({ after, limit: 2, types: [type] });
      if (!batch.length) break;
      read.push(...batch);
      after = batch[batch.length - 1]!.position;
    }
    expect(read.map((e) => [e.position.transactionId, e.position.globalPosition])).toEqual(rows);
  });

  it('is not held back for long by a transaction left idle: the session timeout ends it', async () => {
    const from = await store.headPosition();
    const stuck = new Client({
      connectionString: db.url,
      options: '-c idle_in_transaction_session_timeout=300',
    });
    stuck.on('error', () => undefined);
    await stuck.connect();
    try {
      await stuck.query('BEGIN');
      await stuck.query(
        `INSERT INTO events (event_id, stream_id, stream_position, event_type, data, metadata)
         VALUES ($1, $2, 1, 'stuck', '{}', '{}')`,
        [randomUUID(), `stuck-${randomUUID()}`],
      );
      const streamId = `after-stuck-${randomUUID()}`;
      await store.append(
        [{ streamId, expectedVersion: 'no_stream', events: [{ type: 'after', data: {} }] }],
        {
          metadata: meta(),
        },
      );
      // The stuck session is terminated and its insert rolled back; readers move on.
      const delivered = await readAllUntil(store, from, (seen) => seen.some((e) => e.streamId === streamId));
      // The stuck insert is never delivered (rolled back); earlier tests' events may be, when the head
      // read lagged behind them.
      expect(delivered.filter((e) => e.streamId.startsWith('stuck-'))).toEqual([]);
      expect(delivered.filter((e) => e.streamId === streamId)).toHaveLength(1);
    } finally {
      await stuck.end().catch(() => undefined);
    }
  });

  it('stores claims hashed and normalized: case and surrounding spaces do not make a new value', async () => {
    const value = `Ada.${randomUUID()}@Example.COM`;
    const owner = `claim-owner-${randomUUID()}`;
    await store.append(
      [{ streamId: owner, expectedVersion: 'no_stream', events: [{ type: 'claimed', data: {} }] }],
      {
        metadata: meta(),
        claims: [{ scope: 'email', value, ownerStreamId: owner }],
      },
    );
    const other = `claim-other-${randomUUID()}`;
    await expect(
      store.append(
        [{ streamId: other, expectedVersion: 'no_stream', events: [{ type: 'claimed', data: {} }] }],
        {
          metadata: meta(),
          claims: [{ scope: 'email', value: `  ${value.toLowerCase()} `, ownerStreamId: other }],
        },
      ),
    ).rejects.toBeInstanceOf(UniqueClaimTaken);
    const rows = await pool.query<{ value_hash: Buffer; owner_stream: string }>(
      `SELECT value_hash, owner_stream FROM unique_claims WHERE owner_stream = $1`,
      [owner],
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.value_hash.toString('utf8')).not.toContain('Ada');
    expect(rows.rows[0]!.value_hash).toHaveLength(32);
  });

  it('rejects an append without events and writes nothing, not even its claims', async () => {
    const value = `empty-${randomUUID()}`;
    const streamId = `empty-${randomUUID()}`;
    await expect(
      store.append([{ streamId, expectedVersion: 'no_stream', events: [] }], {
        metadata: meta(),
        claims: [{ scope: 'email', value, ownerStreamId: streamId }],
      }),
    ).rejects.toThrow(/without events/);
    const claims = await pool.query(`SELECT 1 FROM unique_claims WHERE owner_stream = $1`, [streamId]);
    expect(claims.rowCount).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------

/**
 * A pool whose clients hold every write transaction open before COMMIT until `hold()` resolves.
 * Statements sent outside an explicit transaction are run as one (BEGIN, statement, hold, COMMIT),
 * so the adapter is exercised whichever way it writes.
 */
function poolWithHeldCommits(pool: Pool, hold: () => Promise<void>): Pool {
  const wrap = (client: PoolClient): PoolClient => {
    let inTransaction = false;
    const query = async (text: string | QueryConfig, values?: unknown[]): Promise<QueryResult> => {
      const sql = (typeof text === 'string' ? text : text.text).trim().toUpperCase();
      if (sql === 'BEGIN') inTransaction = true;
      if (sql === 'COMMIT') {
        await hold();
        inTransaction = false;
      }
      if (sql === 'ROLLBACK') inTransaction = false;
      if (inTransaction || sql === 'COMMIT' || sql === 'ROLLBACK' || /^(UN)?LISTEN\b/.test(sql)) {
        return client.query(text, values);
      }
      await client.query('BEGIN');
      try {
        const result = await client.query(text, values);
        await hold();
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    };
    return new Proxy(client, {
      get(target, prop, receiver) {
        if (prop === 'query') return query;
        const value: unknown = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  };
  return new Proxy(pool, {
    get(target, prop, receiver) {
      if (prop === 'connect') return async () => wrap(await target.connect());
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function meta(): EventMetadata {
  return {
    userId: null,
    correlationId: randomUUID(),
    causationId: null,
    requestId: null,
    occurredAt: new Date().toISOString(),
  };
}

async function readAllUntil(
  store: PostgresEventStore,
  from: GlobalPosition,
  enough: (seen: StoredEvent[]) => boolean,
) {
  const seen: StoredEvent[] = [];
  let after = from ?? START_POSITION;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const batch = await store.readAll({ after, limit: 100 });
    seen.push(...batch);
    if (batch.length) after = batch[batch.length - 1]!.position;
    else if (enough(seen)) return seen;
    else if (Date.now() > deadline)
      throw new Error(`only ${seen.length} events delivered before the deadline`);
    else await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
