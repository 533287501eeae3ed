import { randomUUID } from 'node:crypto';
import { ConcurrencyError } from '../errors';
import { comparePositions, type EventStore } from '../event-store.port';
import { ev, meta, stream, types, type ContractSuite } from './contract-helpers';

/**
 * The contract's appends (event-store.contract.ts): reading a stream back, expected versions, event
 * ids, concurrent appends to one stream, and appends that write several streams at once.
 */
export function describeAppendContract(suite: ContractSuite): void {
  let store: EventStore;
  beforeAll(() => {
    store = suite.harness().store;
  });

  describe('append and readStream', () => {
    it('round-trips events with their metadata on every event', async () => {
      const streamId = stream('roundtrip');
      const metadata = meta({ userId: 'user-1', causationId: 'cause-1', requestId: 'req-1', extra: 42 });
      const id = randomUUID();
      const result = await store.append(
        [
          {
            streamId,
            expectedVersion: 'no_stream',
            events: [
              { type: 'test.created', data: { name: 'Ada', nested: { list: [1, 2] } }, id },
              { type: 'test.renamed', schemaVersion: 2, data: { name: 'Grace' } },
              { type: 'test.noted', data: { text: 'naïve ✓ "quoted"' } },
            ],
          },
        ],
        { metadata },
      );
      expect(result.versions).toEqual({ [streamId]: 3 });

      const events = await store.readStream(streamId);
      expect(events.map((e) => [e.type, e.streamPosition, e.schemaVersion])).toEqual([
        ['test.created', 1, 1],
        ['test.renamed', 2, 2],
        ['test.noted', 3, 1],
      ]);
      expect(events.map((e) => e.data)).toEqual([
        { name: 'Ada', nested: { list: [1, 2] } },
        { name: 'Grace' },
        { text: 'naïve ✓ "quoted"' },
      ]);
      expect(events[0]!.id).toBe(id);
      expect(new Set(events.map((e) => e.id)).size).toBe(3);
      for (const e of events) {
        expect(e.streamId).toBe(streamId);
        expect(e.metadata).toEqual(metadata);
        // ISO 8601 in UTC, like Date.toISOString(), and the time of the append.
        expect(e.recordedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(Math.abs(Date.parse(e.recordedAt) - Date.now())).toBeLessThan(5 * 60_000);
      }
      // The append answers the position of its last event, which is where readers find it.
      expect(comparePositions(result.position, events[2]!.position)).toBe(0);
      expect(comparePositions(events[0]!.position, events[1]!.position)).toBeLessThan(0);
    });

    it('reads an unknown stream as empty', async () => {
      await expect(store.readStream(stream('never-written'))).resolves.toEqual([]);
      await expect(store.readStream(stream('never-written'), { after: 2 })).resolves.toEqual([]);
    });

    it('reads only the events after a version when asked', async () => {
      const streamId = stream('after');
      await store.append(
        [{ streamId, expectedVersion: 'no_stream', events: [ev('a'), ev('b'), ev('c'), ev('d')] }],
        { metadata: meta() },
      );
      const after = async (version: number) =>
        (await store.readStream(streamId, { after: version })).map((e) => [e.type, e.streamPosition]);
      expect(await after(0)).toEqual([
        ['a', 1],
        ['b', 2],
        ['c', 3],
        ['d', 4],
      ]);
      expect(await after(2)).toEqual([
        ['c', 3],
        ['d', 4],
      ]);
      expect(await after(4)).toEqual([]);
      expect(await after(9)).toEqual([]);
    });

    it("appends with 'no_stream' only to a stream that does not exist", async () => {
      const streamId = stream('no-stream');
      await store.append([{ streamId, expectedVersion: 'no_stream', events: [ev('a')] }], {
        metadata: meta(),
      });
      await expect(
        store.append([{ streamId, expectedVersion: 'no_stream', events: [ev('b')] }], { metadata: meta() }),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(
        store.append([{ streamId, expectedVersion: 0, events: [ev('b')] }], { metadata: meta() }),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await types(store, streamId)).toEqual(['a']);
    });

    it('appends with an exact expected version and answers the new version', async () => {
      const streamId = stream('exact');
      const first = await store.append([{ streamId, expectedVersion: 0, events: [ev('a'), ev('b')] }], {
        metadata: meta(),
      });
      expect(first.versions[streamId]).toBe(2);
      const second = await store.append([{ streamId, expectedVersion: 2, events: [ev('c')] }], {
        metadata: meta(),
      });
      expect(second.versions[streamId]).toBe(3);
      expect(comparePositions(first.position, second.position)).toBeLessThan(0);
      const events = await store.readStream(streamId);
      expect(events.map((e) => [e.type, e.streamPosition])).toEqual([
        ['a', 1],
        ['b', 2],
        ['c', 3],
      ]);
    });

    it('throws ConcurrencyError for a stale or future expected version and writes nothing', async () => {
      const streamId = stream('stale');
      await store.append([{ streamId, expectedVersion: 'no_stream', events: [ev('a'), ev('b')] }], {
        metadata: meta(),
      });
      for (const expectedVersion of [1, 3]) {
        const error = await store
          .append([{ streamId, expectedVersion, events: [ev('x')] }], { metadata: meta() })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ConcurrencyError);
        expect((error as ConcurrencyError).streamId).toBe(streamId);
      }
      await expect(
        store.append([{ streamId: stream('absent'), expectedVersion: 1, events: [ev('x')] }], {
          metadata: meta(),
        }),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await types(store, streamId)).toEqual(['a', 'b']);
    });

    it("appends with 'any' to a new and to an existing stream", async () => {
      const streamId = stream('any');
      const first = await store.append([{ streamId, expectedVersion: 'any', events: [ev('a')] }], {
        metadata: meta(),
      });
      expect(first.versions[streamId]).toBe(1);
      const second = await store.append([{ streamId, expectedVersion: 'any', events: [ev('b'), ev('c')] }], {
        metadata: meta(),
      });
      expect(second.versions[streamId]).toBe(3);
      expect((await store.readStream(streamId)).map((e) => e.streamPosition)).toEqual([1, 2, 3]);
    });

    it('rejects an event id that is already stored, writing nothing', async () => {
      const id = randomUUID();
      const a = stream('dup-id-a');
      await store.append([{ streamId: a, expectedVersion: 'no_stream', events: [{ ...ev('a'), id }] }], {
        metadata: meta(),
      });
      const b = stream('dup-id-b');
      await expect(
        store.append([{ streamId: b, expectedVersion: 'no_stream', events: [ev('b'), { ...ev('c'), id }] }], {
          metadata: meta(),
        }),
      ).rejects.toThrow();
      expect(await store.readStream(b)).toEqual([]);
      // The failed append left no trace: the stream can still be started.
      await store.append([{ streamId: b, expectedVersion: 'no_stream', events: [ev('b')] }], {
        metadata: meta(),
      });
    });

    it('lets exactly one of 20 concurrent appends with the same expected version win', async () => {
      const streamId = stream('race');
      await store.append([{ streamId, expectedVersion: 'no_stream', events: [ev('start')] }], {
        metadata: meta(),
      });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          store.append([{ streamId, expectedVersion: 1, events: [ev(`writer-${i}`)] }], {
            metadata: meta(),
          }),
        ),
      );
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(19);
      for (const o of lost) expect(o.reason).toBeInstanceOf(ConcurrencyError);
      const events = await store.readStream(streamId);
      expect(events).toHaveLength(2);
      expect(events.map((e) => e.streamPosition)).toEqual([1, 2]);
    });

    it("gives 20 concurrent 'any' appends to one stream distinct, gap-free positions", async () => {
      const streamId = stream('any-race');
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          store.append([{ streamId, expectedVersion: 'any', events: [ev(`w${i}`), ev(`w${i}`)] }], {
            metadata: meta(),
          }),
        ),
      );
      expect(results.map((r) => r.versions[streamId]).sort((a, b) => a! - b!)).toEqual(
        Array.from({ length: 20 }, (_, i) => 2 * (i + 1)),
      );
      const events = await store.readStream(streamId);
      expect(events.map((e) => e.streamPosition)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      // Each append's two events are adjacent in the stream.
      for (let i = 0; i < 40; i += 2) expect(events[i]!.type).toBe(events[i + 1]!.type);
    });
  });

  describe('multi-stream appends', () => {
    it('writes several streams in one append', async () => {
      const a = stream('multi-a');
      const b = stream('multi-b');
      const result = await store.append(
        [
          { streamId: a, expectedVersion: 'no_stream', events: [ev('a1'), ev('a2')] },
          { streamId: b, expectedVersion: 'no_stream', events: [ev('b1')] },
        ],
        { metadata: meta() },
      );
      expect(result.versions).toEqual({ [a]: 2, [b]: 1 });
      expect(await types(store, a)).toEqual(['a1', 'a2']);
      expect(await types(store, b)).toEqual(['b1']);
      const last = (await store.readStream(b))[0]!;
      expect(comparePositions(result.position, last.position)).toBeGreaterThanOrEqual(0);
    });

    it('is atomic: when the second write is stale, the first stream is unchanged', async () => {
      const a = stream('atomic-a');
      const b = stream('atomic-b');
      await store.append([{ streamId: a, expectedVersion: 'no_stream', events: [ev('a1')] }], {
        metadata: meta(),
      });
      await store.append([{ streamId: b, expectedVersion: 'no_stream', events: [ev('b1'), ev('b2')] }], {
        metadata: meta(),
      });
      const error = await store
        .append(
          [
            { streamId: a, expectedVersion: 1, events: [ev('a2')] },
            { streamId: b, expectedVersion: 1, events: [ev('b3')] },
          ],
          { metadata: meta() },
        )
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConcurrencyError);
      expect((error as ConcurrencyError).streamId).toBe(b);
      expect(await types(store, a)).toEqual(['a1']);
      expect(await types(store, b)).toEqual(['b1', 'b2']);
      // Stream a's version did not move either: version 1 is still the one to append at.
      await store.append([{ streamId: a, expectedVersion: 1, events: [ev('a2')] }], { metadata: meta() });
      expect(await types(store, a)).toEqual(['a1', 'a2']);
    });

    it('is atomic for a new stream too: a failed append does not create it', async () => {
      const fresh = stream('atomic-fresh');
      const taken = stream('atomic-taken');
      await store.append([{ streamId: taken, expectedVersion: 'no_stream', events: [ev('t')] }], {
        metadata: meta(),
      });
      await expect(
        store.append(
          [
            { streamId: fresh, expectedVersion: 'no_stream', events: [ev('f')] },
            { streamId: taken, expectedVersion: 'no_stream', events: [ev('t2')] },
          ],
          { metadata: meta() },
        ),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await store.readStream(fresh)).toEqual([]);
      await store.append([{ streamId: fresh, expectedVersion: 'no_stream', events: [ev('f')] }], {
        metadata: meta(),
      });
    });
  });
}
