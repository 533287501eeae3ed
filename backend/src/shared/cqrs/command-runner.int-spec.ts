import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { z } from 'zod';
import { createMigratedDatabase } from '../../../../test/test-database';
import { ConcurrencyError } from '../../eventstore/errors';
import type { EventMetadata, StoredEvent } from '../../eventstore/event-store.port';
import { PostgresEventStore } from '../../eventstore/postgres/postgres-event-store';
import { DomainError } from '../domain-error';
import { CommandRunner, CONFLICT_ATTEMPTS, type StreamCommand } from './command-runner';
import { StoredEventInvalid } from './stored-events';
import { cachedStreamReader, streamReader, unreadStream, type StreamDefinition } from './stream-reader';

/** A counter stream: 'test.added' events with a positive n; its state is their sum. */
interface Added {
  type: 'test.added';
  schemaVersion: number;
  data: { n: number };
}
const counter: StreamDefinition<number, Added> = {
  schemas: { 'test.added': z.object({ n: z.number().int().positive() }) },
  fold: (events, from = 0) => events.reduce((sum, e) => sum + e.data.n, from),
};
const added = (n: number) => ({ type: 'test.added', data: { n } });
const meta = (): EventMetadata => ({
  userId: null,
  correlationId: randomUUID(),
  causationId: null,
  requestId: null,
  occurredAt: new Date().toISOString(),
});

describe('CommandRunner on PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof createMigratedDatabase>>;
  let pool: Pool;
  let store: PostgresEventStore;
  let runner: CommandRunner;

  beforeAll(async () => {
    db = await createMigratedDatabase();
    pool = new Pool({ connectionString: db.url, max: 8 });
    store = new PostgresEventStore(pool);
    runner = new CommandRunner(store);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const streamIds = () => [`counter-${randomUUID()}`, `other-${randomUUID()}`] as const;
  const sumOf = async (streamId: string) =>
    (await store.readStream(streamId)).reduce((s, e) => s + (e.data as { n: number }).n, 0);

  /** Adds `n` to the counter, refusing to pass `max`; counts how often it decided. */
  function add(streamId: string, n: number, max = Infinity, calls = { decided: 0 }) {
    const command: StreamCommand<number, number> = {
      streamId,
      reader: streamReader(counter),
      decide: (total) => {
        calls.decided += 1;
        if (total + n > max) throw new DomainError('conflict', 'Over the limit');
        return { events: [added(n)], value: total + n };
      },
    };
    return { command, calls };
  }

  it('loads, decides, appends at the loaded version and answers with the position', async () => {
    const [id] = streamIds();
    const first = await runner.run(add(id, 2).command);
    const second = await runner.run(add(id, 3).command);
    expect(first.value).toBe(2);
    expect(second.value).toBe(5);
    expect(second.position).not.toBeNull();
    expect((await store.readStream(id)).map((e) => e.streamPosition)).toEqual([1, 2]);
  });

  it('appends nothing and answers a null position when the decision has no events', async () => {
    const [id] = streamIds();
    const outcome = await runner.run({
      streamId: id,
      reader: streamReader(counter),
      decide: (total) => ({ events: [], value: total }),
    });
    expect(outcome).toEqual({ value: 0, position: null });
    expect(await store.readStream(id)).toEqual([]);
  });

  it('decides again on the new state when another request appended first, and loses no write', async () => {
    const [id] = streamIds();
    const calls = { decided: 0 };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => runner.run(add(id, 1, Infinity, calls).command)),
    );
    expect(await sumOf(id)).toBe(10);
    expect(results.map((r) => r.value).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(calls.decided).toBeGreaterThan(10); // some of them met a conflict and decided again
  });

  it('holds a limit under a race: the retried decisions see the others and refuse', async () => {
    const [id] = streamIds();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => runner.run(add(id, 1, 3).command)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused.map((o) => (o.reason as Error).message)).toEqual(Array(5).fill('Over the limit'));
    expect(await sumOf(id)).toBe(3);
  });

  it(`gives up after ${CONFLICT_ATTEMPTS} conflicts with the ConcurrencyError (409)`, async () => {
    const [id] = streamIds();
    let decided = 0;
    const error = await runner
      .run({
        streamId: id,
        reader: streamReader(counter),
        decide: async (total) => {
          decided += 1;
          // Someone else always appends between our load and our append.
          await store.append([{ streamId: id, expectedVersion: 'any', events: [added(1)] }], {
            metadata: meta(),
          });
          return { events: [added(1)], value: total };
        },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect(decided).toBe(CONFLICT_ATTEMPTS);
  });

  it('does not retry other errors', async () => {
    const [id] = streamIds();
    await runner.run(add(id, 3).command);
    const { command, calls } = add(id, 1, 3);
    await expect(runner.run(command)).rejects.toThrow('Over the limit');
    expect(calls.decided).toBe(1);
  });

  it("with onConflict 'fail' decides once and lets the conflict through", async () => {
    const [id] = streamIds();
    let decided = 0;
    const error = await runner
      .run({
        streamId: id,
        reader: streamReader(counter),
        onConflict: 'fail',
        decide: async (total) => {
          decided += 1;
          await store.append([{ streamId: id, expectedVersion: 'any', events: [added(1)] }], {
            metadata: meta(),
          });
          return { events: [added(1)], value: total };
        },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect(decided).toBe(1);
  });

  it('writes the extra streams in the same append: all commit with one position, or none', async () => {
    const [id, other] = streamIds();
    const both = await runner.run({
      streamId: id,
      reader: streamReader(counter),
      decide: () => ({
        events: [added(1)],
        extraWrites: [{ streamId: other, expectedVersion: 0, events: [added(5)] }],
        value: undefined,
      }),
    });
    const [a] = await store.readStream(id);
    const [b] = await store.readStream(other);
    expect(a!.position.transactionId).toBe(b!.position.transactionId);
    expect(both.position).toEqual(b!.position);

    // A stale extra write fails the whole append: the command's own stream gets nothing either.
    const error = await runner
      .run({
        streamId: id,
        reader: streamReader(counter),
        onConflict: 'fail',
        decide: () => ({
          events: [added(1)],
          extraWrites: [{ streamId: other, expectedVersion: 0, events: [added(5)] }],
          value: undefined,
        }),
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect(await sumOf(id)).toBe(1);
    expect(await sumOf(other)).toBe(5);
  });

  it('retries a command whose extra write went stale, deciding the extra write again', async () => {
    const [id, other] = streamIds();
    let decided = 0;
    await runner.run({
      streamId: id,
      reader: streamReader(counter),
      decide: async () => {
        decided += 1;
        const version = (await store.readStream(other)).length;
        if (decided === 1)
          await store.append([{ streamId: other, expectedVersion: 'any', events: [added(1)] }], {
            metadata: meta(),
          });
        return {
          events: [added(1)],
          extraWrites: [{ streamId: other, expectedVersion: version, events: [added(2)] }],
          value: undefined,
        };
      },
    });
    expect(decided).toBe(2);
    expect(await sumOf(id)).toBe(1);
    expect(await sumOf(other)).toBe(3);
  });

  it("passes a decision's readModels 'all' on to the gateway, and only when appending", async () => {
    const [id] = streamIds();
    const run = (n: number) =>
      runner.run({
        streamId: id,
        reader: streamReader(counter),
        decide: () => ({ events: n > 0 ? [added(n)] : [], readModels: 'all', value: n }),
      });
    const appended = await run(1);
    expect(appended.readModels).toBe('all');
    expect(appended.position).not.toBeNull();
    expect(await run(0)).toEqual({ value: 0, position: null });
  });

  it('starts a new stream from unreadStream without reading it, and refuses one that exists', async () => {
    const [id] = streamIds();
    const start = (n: number) =>
      runner.run({
        streamId: id,
        reader: unreadStream(100),
        onConflict: 'fail',
        decide: (state) => ({ events: [added(n)], value: state }),
      });
    expect((await start(2)).value).toBe(100); // decided on the initial state, not on a read
    await expect(start(3)).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await sumOf(id)).toBe(2);
  });

  it("appends to a log with expectedVersion 'any' from unreadStream, whatever it holds", async () => {
    const [id] = streamIds();
    for (const n of [1, 2, 3])
      await runner.run({
        streamId: id,
        reader: unreadStream(undefined),
        decide: () => ({ events: [added(n)], expectedVersion: 'any', value: undefined }),
      });
    expect(await sumOf(id)).toBe(6);
  });

  describe('with a reader that keeps states (project streams)', () => {
    /** Adds `n` through a cached reader, counting its decisions and the store's stream reads. */
    function addCached(reader: ReturnType<typeof cachedStreamReader<number, Added>>, id: string, n: number) {
      const seen: number[] = [];
      const command: StreamCommand<number, number> = {
        streamId: id,
        reader,
        decide: (total) => {
          seen.push(total);
          if (total + n > 10) throw new DomainError('conflict', 'Over the limit');
          return { events: [added(n)], value: total + n };
        },
      };
      return { command, seen };
    }

    it('decides on the state it appended last without reading the stream again', async () => {
      const [id] = streamIds();
      const reader = cachedStreamReader(counter);
      await runner.run(addCached(reader, id, 1).command);
      const reads = jest.spyOn(store, 'readStream');
      try {
        const second = await runner.run(addCached(reader, id, 2).command);
        const third = await runner.run(addCached(reader, id, 3).command);
        expect([second.value, third.value]).toEqual([3, 6]);
        expect(reads).not.toHaveBeenCalled();
      } finally {
        reads.mockRestore();
      }
      expect(await sumOf(id)).toBe(6);
    });

    it('when another process appended meanwhile, the append at the kept version fails and it decides again on the log', async () => {
      const [id] = streamIds();
      const reader = cachedStreamReader(counter);
      await runner.run(addCached(reader, id, 1).command);
      // Another process: the kept state (1) is now stale.
      await store.append([{ streamId: id, expectedVersion: 1, events: [added(4)] }], { metadata: meta() });
      const { command, seen } = addCached(reader, id, 2);
      const outcome = await runner.run(command);
      expect(seen).toEqual([1, 5]);
      expect(outcome.value).toBe(7);
      expect((await store.readStream(id)).map((e) => e.data)).toEqual([{ n: 1 }, { n: 4 }, { n: 2 }]);
    });

    it('a refusal on the kept state is decided again on the log: only the log may refuse', async () => {
      const [id] = streamIds();
      const reader = cachedStreamReader(counter);
      await runner.run(addCached(reader, id, 9).command);
      // Another process added 1: the log is at 10, the kept state still 9.
      await store.append([{ streamId: id, expectedVersion: 1, events: [added(1)] }], { metadata: meta() });
      const kept = reader.cached!(id);
      expect(kept).toEqual({ state: 9, version: 1 });
      // 9 + 2 passes 10 on the kept state: refused, then decided again on the log (10), refused too...
      const refused = addCached(reader, id, 2);
      await expect(runner.run(refused.command)).rejects.toThrow('Over the limit');
      expect(refused.seen).toEqual([9, 10]);
      // ...and a decision that appends nothing on the kept state is also made again on the log.
      const quiet = await runner.run({
        streamId: id,
        reader,
        decide: (total) => ({ events: [], value: total }),
      });
      expect(quiet.value).toBe(10);
    });
  });

  describe('reading events through their schemas', () => {
    it('leaves out event types the stream does not read and folds the rest', async () => {
      const [id] = streamIds();
      await store.append(
        [
          {
            streamId: id,
            expectedVersion: 0,
            events: [added(2), { type: 'other.thing', data: { x: 1 } }, added(3)],
          },
        ],
        { metadata: meta() },
      );
      const loaded = await streamReader(counter).load(store, id);
      expect(loaded).toEqual({ state: 5, version: 3 });
    });

    it('refuses an event that does not match its schema, saying which one and why', async () => {
      const [id] = streamIds();
      await store.append(
        [
          {
            streamId: id,
            expectedVersion: 0,
            events: [added(2), { type: 'test.added', data: { n: 'two' } }],
          },
        ],
        {
          metadata: meta(),
        },
      );
      const error = await streamReader(counter)
        .load(store, id)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoredEventInvalid);
      expect((error as Error).message).toBe(
        `Stored event ${id}@2 (test.added) does not match its schema: n: Invalid input: expected number, received string`,
      );
    });

    it('applies the schema when reading, so an older shape is read as the current one (upcast)', async () => {
      const [id] = streamIds();
      // Version 1 stored n as a string; the schema upcasts it.
      const upcasting: StreamDefinition<number, Added> = {
        schemas: { 'test.added': z.object({ n: z.union([z.number(), z.string().transform(Number)]) }) },
        fold: counter.fold,
      };
      await store.append(
        [{ streamId: id, expectedVersion: 0, events: [added(2), { type: 'test.added', data: { n: '4' } }] }],
        {
          metadata: meta(),
        },
      );
      expect((await streamReader(upcasting).load(store, id)).state).toBe(6);
    });

    it('the cached reader parses only what was appended since its last load', async () => {
      const [id] = streamIds();
      const parsed: StoredEvent[] = [];
      const reader = cachedStreamReader<number, Added>({
        schemas: counter.schemas,
        fold: (events, from) => {
          parsed.push(...(events as unknown as StoredEvent[]));
          return counter.fold(events, from);
        },
      });
      await store.append([{ streamId: id, expectedVersion: 0, events: [added(1), added(1)] }], {
        metadata: meta(),
      });
      expect((await reader.load(store, id)).state).toBe(2);
      await store.append([{ streamId: id, expectedVersion: 2, events: [added(5)] }], { metadata: meta() });
      expect(await reader.load(store, id)).toEqual({ state: 7, version: 3 });
      expect(parsed).toHaveLength(3);
    });
  });
});
