import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { createMigratedDatabase } from '../../../test/test-database';
import type { EventMetadata, ReadStreamOptions, StoredEvent } from './event-store.port';
import { ConcurrencyError } from './errors';
import { FoldedStreamCache } from './folded-stream-cache';
import { PostgresEventStore } from './postgres/postgres-event-store';

/** A counter folded from `add` events: what a command would decide on. */
const sum = (events: readonly StoredEvent[], from = 0) =>
  events.reduce((total, e) => total + (e.data as { n: number }).n, from);

const meta = (): EventMetadata => ({
  userId: null,
  correlationId: randomUUID(),
  causationId: null,
  requestId: null,
  occurredAt: new Date().toISOString(),
});

describe('FoldedStreamCache on PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof createMigratedDatabase>>;
  let pool: Pool;
  let store: PostgresEventStore;
  let reads: Array<{ streamId: string; after: number; got: number }>;

  beforeAll(async () => {
    db = await createMigratedDatabase();
    pool = new Pool({ connectionString: db.url, max: 5 });
    store = new PostgresEventStore(pool);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  /** The store, recording what each read asked for and how many events it got. */
  function countingStore() {
    reads = [];
    return new Proxy(store, {
      get(target, key) {
        if (key !== 'readStream') return Reflect.get(target, key, target) as unknown;
        return async (streamId: string, options?: ReadStreamOptions) => {
          const events = await target.readStream(streamId, options);
          reads.push({ streamId, after: options?.after ?? 0, got: events.length });
          return events;
        };
      },
    });
  }

  async function add(streamId: string, expectedVersion: number | 'no_stream', ...ns: number[]) {
    await store.append(
      [{ streamId, expectedVersion, events: ns.map((n) => ({ type: 'add', data: { n } })) }],
      {
        metadata: meta(),
      },
    );
  }

  it('folds a stream once, then reads only what was appended since', async () => {
    const streamId = `counter-${randomUUID()}`;
    const cache = new FoldedStreamCache(sum);
    const counting = countingStore();
    expect(await cache.load(counting, streamId)).toEqual({ state: 0, version: 0 });

    await add(streamId, 'no_stream', 1, 2, 3);
    expect(await cache.load(counting, streamId)).toEqual({ state: 6, version: 3 });
    await add(streamId, 3, 10);
    expect(await cache.load(counting, streamId)).toEqual({ state: 16, version: 4 });
    expect(await cache.load(counting, streamId)).toEqual({ state: 16, version: 4 });

    expect(reads).toEqual([
      { streamId, after: 0, got: 0 },
      { streamId, after: 0, got: 3 },
      { streamId, after: 3, got: 1 },
      { streamId, after: 4, got: 0 },
    ]);
  });

  it("sees what another process appended, and the append's expected version still guards a stale decision", async () => {
    const streamId = `counter-${randomUUID()}`;
    await add(streamId, 'no_stream', 5);
    const here = new FoldedStreamCache(sum);
    const elsewhere = new FoldedStreamCache(sum);
    const mine = await here.load(store, streamId);
    const theirs = await elsewhere.load(store, streamId);
    await add(streamId, theirs.version, 7);

    // A decision on the state loaded before the other write cannot be stored.
    await expect(add(streamId, mine.version, 1)).rejects.toBeInstanceOf(ConcurrencyError);
    // Loading again catches up with the other process's event.
    expect(await here.load(store, streamId)).toEqual({ state: 12, version: 2 });
  });

  it('keeps the most recently used streams within its capacity and reads an evicted one from the start', async () => {
    const a = `counter-a-${randomUUID()}`;
    const b = `counter-b-${randomUUID()}`;
    const c = `counter-c-${randomUUID()}`;
    for (const id of [a, b, c]) await add(id, 'no_stream', 1, 1);
    const cache = new FoldedStreamCache(sum, 2);
    const counting = countingStore();
    await cache.load(counting, a);
    await cache.load(counting, b);
    await cache.load(counting, a); // a is now the most recently used
    await cache.load(counting, c); // b goes
    await cache.load(counting, a);
    await cache.load(counting, b);

    expect(reads.map(({ streamId, after }) => [[a, b, c].indexOf(streamId), after])).toEqual([
      [0, 0],
      [1, 0],
      [0, 2],
      [2, 0],
      [0, 2],
      [1, 0],
    ]);
  });
});
