import { randomUUID } from 'node:crypto';
import { ConcurrencyError, UniqueClaimTaken } from '../errors';
import {
  comparePositions,
  type AppendOptions,
  type EventMetadata,
  type EventStore,
  type GlobalPosition,
  type StoredEvent,
} from '../event-store.port';

/**
 * The contract every EventStore adapter must keep (DESIGN.md "The event store"). Postgres runs it
 * in postgres/postgres-event-store.int-spec.ts; a KurrentDB adapter runs the same suite.
 */
export interface EventStoreHarness {
  /** A store on an empty log. Its connection pool should allow at least 20 concurrent appends. */
  store: EventStore;
  cleanup(): Promise<void>;
  /**
   * For stores whose appends are database transactions: a second store on the same log whose
   * appends write everything, then call `hold()` with the transaction still open, and commit only
   * when it resolves. This is how the suite commits an earlier global position after a later one.
   * Stores without that window (one totally ordered log, like KurrentDB) leave it out, and the
   * tests that need it are skipped.
   */
  storeWithHeldCommits?(hold: () => Promise<void>): EventStore;
}

export interface EventStoreContractOptions {
  /** False for adapters without `storeWithHeldCommits`: the held-commit tests are skipped. */
  heldCommits?: boolean;
}

const BOUND_MS = 20_000;

export function describeEventStoreContract(
  name: string,
  makeStore: () => Promise<EventStoreHarness>,
  { heldCommits = true }: EventStoreContractOptions = {},
): void {
  // Adapters that cannot hold a commit open (no storeWithHeldCommits) skip, by name, the tests that need it.
  const itHeld = heldCommits ? it : it.skip;

  describe(`EventStore contract: ${name}`, () => {
    let h: EventStoreHarness;
    let store: EventStore;
    beforeAll(async () => {
      h = await makeStore();
      store = h.store;
    }, 60_000);
    afterAll(async () => {
      await h?.cleanup();
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
        const second = await store.append(
          [{ streamId, expectedVersion: 'any', events: [ev('b'), ev('c')] }],
          {
            metadata: meta(),
          },
        );
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
          store.append(
            [{ streamId: b, expectedVersion: 'no_stream', events: [ev('b'), { ...ev('c'), id }] }],
            {
              metadata: meta(),
            },
          ),
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

    describe('unique claims', () => {
      it('lets exactly one of 20 parallel appends claim a value', async () => {
        const value = `claim-${randomUUID()}@example.com`;
        const streams = Array.from({ length: 20 }, (_, i) => stream(`claimant-${i}`));
        const outcomes = await Promise.allSettled(
          streams.map((streamId) =>
            store.append([{ streamId, expectedVersion: 'no_stream', events: [ev('registered')] }], {
              metadata: meta(),
              claims: [{ scope: 'email', value, ownerStreamId: streamId }],
            }),
          ),
        );
        const winners = streams.filter((_, i) => outcomes[i]!.status === 'fulfilled');
        expect(winners).toHaveLength(1);
        for (const o of outcomes) {
          if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(UniqueClaimTaken);
        }
        // The losers' events were rolled back with their claim.
        const written = await Promise.all(streams.map((s) => store.readStream(s)));
        expect(written.filter((events) => events.length > 0)).toHaveLength(1);
        expect((await store.readStream(winners[0]!)).map((e) => e.type)).toEqual(['registered']);
      });

      it('keeps scopes apart, and a released claim can be taken again', async () => {
        const value = `name-${randomUUID()}`;
        const owner = stream('owner');
        await store.append([{ streamId: owner, expectedVersion: 'no_stream', events: [ev('claimed')] }], {
          metadata: meta(),
          claims: [{ scope: 'username', value, ownerStreamId: owner }],
        });
        const other = stream('other');
        await store.append([{ streamId: other, expectedVersion: 'no_stream', events: [ev('claimed')] }], {
          metadata: meta(),
          claims: [{ scope: 'nickname', value, ownerStreamId: other }],
        });
        const next = stream('next');
        await expect(
          store.append([{ streamId: next, expectedVersion: 'no_stream', events: [ev('claimed')] }], {
            metadata: meta(),
            claims: [{ scope: 'username', value, ownerStreamId: next }],
          }),
        ).rejects.toBeInstanceOf(UniqueClaimTaken);

        await store.append([{ streamId: owner, expectedVersion: 1, events: [ev('released')] }], {
          metadata: meta(),
          releaseClaims: [{ scope: 'username', value }],
        });
        await store.append([{ streamId: next, expectedVersion: 'no_stream', events: [ev('claimed')] }], {
          metadata: meta(),
          claims: [{ scope: 'username', value, ownerStreamId: next }],
        });
        expect(await types(store, next)).toEqual(['claimed']);
      });

      it('moves a claim in one append: release the old value and claim the new one', async () => {
        const owner = stream('mover');
        const oldValue = `old-${randomUUID()}`;
        const newValue = `new-${randomUUID()}`;
        await store.append([{ streamId: owner, expectedVersion: 'no_stream', events: [ev('claimed')] }], {
          metadata: meta(),
          claims: [{ scope: 'email', value: oldValue, ownerStreamId: owner }],
        });
        await store.append([{ streamId: owner, expectedVersion: 1, events: [ev('changed')] }], {
          metadata: meta(),
          releaseClaims: [{ scope: 'email', value: oldValue }],
          claims: [{ scope: 'email', value: newValue, ownerStreamId: owner }],
        });
        const other = stream('mover-other');
        await store.append([{ streamId: other, expectedVersion: 'no_stream', events: [ev('claimed')] }], {
          metadata: meta(),
          claims: [{ scope: 'email', value: oldValue, ownerStreamId: other }],
        });
        await expect(
          store.append(
            [{ streamId: stream('late'), expectedVersion: 'no_stream', events: [ev('claimed')] }],
            {
              metadata: meta(),
              claims: [{ scope: 'email', value: newValue, ownerStreamId: 'late' }],
            },
          ),
        ).rejects.toBeInstanceOf(UniqueClaimTaken);
      });

      it('keeps the claim when the append fails on its expected version', async () => {
        const value = `kept-${randomUUID()}`;
        const owner = stream('keeper');
        await store.append([{ streamId: owner, expectedVersion: 'no_stream', events: [ev('claimed')] }], {
          metadata: meta(),
          claims: [{ scope: 'email', value, ownerStreamId: owner }],
        });
        await expect(
          store.append([{ streamId: owner, expectedVersion: 7, events: [ev('released')] }], {
            metadata: meta(),
            releaseClaims: [{ scope: 'email', value }],
          }),
        ).rejects.toBeInstanceOf(ConcurrencyError);
        const thief = stream('thief');
        await expect(
          store.append([{ streamId: thief, expectedVersion: 'no_stream', events: [ev('claimed')] }], {
            metadata: meta(),
            claims: [{ scope: 'email', value, ownerStreamId: thief }],
          }),
        ).rejects.toBeInstanceOf(UniqueClaimTaken);
      });
    });

    describe('readAll', () => {
      it('reads every event once, in batches, in the order of the append positions', async () => {
        const from = await store.headPosition();
        const streams = [stream('all-a'), stream('all-b'), stream('all-c')];
        const positions: GlobalPosition[] = [];
        for (let i = 0; i < 10; i++) {
          const streamId = streams[i % 3]!;
          const r = await store.append([{ streamId, expectedVersion: 'any', events: [ev(`e${i}`)] }], {
            metadata: meta(),
          });
          positions.push(r.position);
        }
        const read = await readUntil(store, from, 3, (seen) => seen.length >= 10);
        expect(read.map((e) => e.type)).toEqual(Array.from({ length: 10 }, (_, i) => `e${i}`));
        expect(read.map((e) => e.position)).toEqual(positions);
        expect(comparePositions(await store.headPosition(), positions[9]!)).toBe(0);
        await expect(store.readAll({ after: positions[9]!, limit: 10 })).resolves.toEqual([]);
      });

      it('filters by event type', async () => {
        const from = await store.headPosition();
        const streamId = stream('typed');
        const kind = `kind-${randomUUID()}`;
        await store.append(
          [
            {
              streamId,
              expectedVersion: 'no_stream',
              events: [ev(`${kind}.a`), ev(`${kind}.b`), ev(`${kind}.a`)],
            },
          ],
          { metadata: meta() },
        );
        const read = await store.readAll({ after: from, limit: 100, types: [`${kind}.a`] });
        expect(read.map((e) => [e.type, e.streamPosition])).toEqual([
          [`${kind}.a`, 1],
          [`${kind}.a`, 3],
        ]);
      });

      it('delivers 1,000 concurrent appends to different streams exactly once, in one order for every reader', async () => {
        const from = await store.headPosition();
        const prefix = stream('thousand');
        const appends = Promise.all(
          Array.from({ length: 1000 }, (_, i) =>
            store.append(
              [{ streamId: `${prefix}-${i}`, expectedVersion: 'no_stream', events: [ev('t.one', { i })] }],
              {
                metadata: meta(),
              },
            ),
          ),
        );
        // Reader 1 follows the log while the appends are running; reader 2 reads it afterwards.
        const live = readUntil(store, from, 50, (seen) => count(seen, prefix) >= 1000);
        const results = await appends;
        const first = (await live).filter((e) => e.streamId.startsWith(prefix));
        const second = (await readUntil(store, from, 173, (seen) => count(seen, prefix) >= 1000)).filter(
          (e) => e.streamId.startsWith(prefix),
        );
        expect(first).toHaveLength(1000);
        expect(new Set(first.map((e) => e.id)).size).toBe(1000);
        expect(second.map((e) => e.id)).toEqual(first.map((e) => e.id));
        expectStrictlyIncreasing(first);
        // Every append's answered position is where the readers found its event.
        const found = new Map(first.map((e) => [e.streamId, e.position]));
        results.forEach((r, i) => expect(found.get(`${prefix}-${i}`)).toEqual(r.position));
      }, 60_000);

      it("orders each stream's events by stream position in the global order", async () => {
        const from = await store.headPosition();
        const streamId = stream('stream-order');
        const rounds = Array.from({ length: 5 }, () =>
          Promise.all(
            Array.from({ length: 20 }, (_, i) =>
              store.append(
                [
                  { streamId: stream('side'), expectedVersion: 'any', events: [ev('side')] },
                  { streamId, expectedVersion: 'any', events: [ev(`w${i}`)] },
                ],
                { metadata: meta() },
              ),
            ),
          ),
        );
        await Promise.all(rounds);
        const read = (
          await readUntil(
            store,
            from,
            500,
            (seen) => seen.filter((e) => e.streamId === streamId).length >= 100,
          )
        )
          .filter((e) => e.streamId === streamId)
          .map((e) => e.streamPosition);
        expect(read).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      }, 30_000);

      itHeld(
        'never skips an event whose transaction commits after a later position was committed',
        async () => {
          const gate = new HeldCommits();
          const slowStore = h.storeWithHeldCommits!(gate.hold);
          const fastStream = stream('fast');
          const from = await store.headPosition();
          await store.append([{ streamId: fastStream, expectedVersion: 'no_stream', events: [ev('f0')] }], {
            metadata: meta(),
          });
          const checkpoint = lastOf(await readUntil(store, from, 100, (seen) => seen.length >= 1));

          // The slow append writes its event, taking a transaction and a position before the fast
          // ones below, and waits uncommitted.
          const slow = slowStore.append(
            [{ streamId: stream('slow'), expectedVersion: 'no_stream', events: [ev('slow')] }],
            {
              metadata: meta(),
            },
          );
          await gate.reached(1);
          const fast: GlobalPosition[] = [];
          for (let i = 1; i <= 5; i++) {
            const r = await store.append(
              [{ streamId: fastStream, expectedVersion: i, events: [ev(`f${i}`)] }],
              {
                metadata: meta(),
              },
            );
            fast.push(r.position);
          }
          expect(await types(store, fastStream)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4', 'f5']);

          // While it is open, a reader does not move past it: the fast events wait behind it.
          const whileOpen = await store.readAll({ after: checkpoint, limit: 100 });
          expect(whileOpen).toEqual([]);
          expect(comparePositions(await store.headPosition(), checkpoint)).toBe(0);

          gate.releaseAll();
          const slowResult = await slow;
          const delivered = await readUntil(store, checkpoint, 2, (seen) => seen.length >= 6);
          expect(delivered.map((e) => e.type)).toEqual(['slow', 'f1', 'f2', 'f3', 'f4', 'f5']);
          expect(delivered.map((e) => e.position)).toEqual([slowResult.position, ...fast]);
          expectStrictlyIncreasing(delivered);
          await expect(store.readAll({ after: lastOf(delivered), limit: 100 })).resolves.toEqual([]);
        },
        BOUND_MS,
      );

      itHeld(
        'delivers every event exactly once to a subscriber while slow and fast appends interleave',
        async () => {
          const seed = Number(process.env.EVENTSTORE_SEED ?? Date.now() % 1_000_000);
          const random = mulberry32(seed);
          const from = await store.headPosition();
          const prefix = stream('interleave');
          const total = 200;
          // Decided up front from the seed: when each append starts, and how long the slow ones
          // keep their transaction open after writing.
          const plan = Array.from({ length: total }, () => ({
            startMs: Math.floor(random() * 30),
            holdMs: random() < 0.5 ? Math.floor(random() * 25) : null,
          }));
          let done = false;

          const subscriber = (async () => {
            const seen: StoredEvent[] = [];
            let after = from;
            const deadline = Date.now() + BOUND_MS;
            while (Date.now() < deadline) {
              const batch = await store.readAll({ after, limit: 7 });
              seen.push(...batch);
              if (batch.length) after = lastOf(batch);
              else if (done && count(seen, prefix) >= total) break;
              else await sleep(1);
            }
            return seen;
          })();

          const appends = await Promise.all(
            plan.map(async ({ startMs, holdMs }, i) => {
              await sleep(startMs);
              const target = holdMs === null ? store : h.storeWithHeldCommits!(() => sleep(holdMs));
              // A few writers share streams, so some appends also wait on each other.
              return target.append(
                [{ streamId: `${prefix}-${i % 50}`, expectedVersion: 'any', events: [ev('i', { i })] }],
                {
                  metadata: meta(),
                },
              );
            }),
          );
          done = true;
          const seen = (await subscriber).filter((e) => e.streamId.startsWith(prefix));
          const indexes = seen.map((e) => (e.data as { i: number }).i).sort((a, b) => a - b);
          expect({ seed, indexes }).toEqual({ seed, indexes: Array.from({ length: total }, (_, i) => i) });
          expectStrictlyIncreasing(seen);
          expect(appends).toHaveLength(total);
        },
        BOUND_MS * 2,
      );
    });

    describe('onAppended', () => {
      it('wakes a listener after an append commits, when the event is readable', async () => {
        const from = await store.headPosition();
        let wakes = 0;
        let onWake: () => void = () => undefined;
        const unsubscribe = await store.onAppended(() => {
          wakes += 1;
          onWake();
        });
        try {
          const woken = new Promise<void>((resolve) => (onWake = resolve));
          const streamId = stream('wake');
          await store.append([{ streamId, expectedVersion: 'no_stream', events: [ev('wake')] }], {
            metadata: meta(),
          });
          await withTimeout(woken, 5000, 'no wake-up after the append');
          expect(wakes).toBeGreaterThanOrEqual(1);
          const read = await readUntil(store, from, 100, (seen) => seen.length >= 1);
          expect(read.map((e) => e.streamId)).toEqual([streamId]);
        } finally {
          await unsubscribe();
        }
      });

      itHeld(
        'wakes a listener again when a held append commits and the events behind it become readable',
        async () => {
          const gate = new HeldCommits();
          const slowStore = h.storeWithHeldCommits!(gate.hold);
          const from = await store.headPosition();
          let onWake: () => void = () => undefined;
          const unsubscribe = await store.onAppended(() => onWake());
          try {
            const heldStream = stream('held-wake');
            const slow = slowStore.append(
              [{ streamId: heldStream, expectedVersion: 'no_stream', events: [ev('held')] }],
              {
                metadata: meta(),
              },
            );
            await gate.reached(1);
            const control = new Promise<void>((resolve) => (onWake = resolve));
            const controlStream = stream('control');
            await store.append(
              [{ streamId: controlStream, expectedVersion: 'no_stream', events: [ev('c')] }],
              {
                metadata: meta(),
              },
            );
            await withTimeout(control, 5000, 'a wake-up for the committed control append');
            // Committed, but behind the open transaction: not readable yet.
            expect(await store.readAll({ after: from, limit: 100 })).toEqual([]);

            const woken = new Promise<void>((resolve) => (onWake = resolve));
            gate.releaseAll();
            await slow;
            await withTimeout(woken, 5000, 'a wake-up after the held append committed');
            const read = await readUntil(store, from, 100, (seen) => seen.length >= 2);
            expect(read.map((e) => e.streamId)).toEqual([heldStream, controlStream]);
          } finally {
            gate.releaseAll();
            await unsubscribe();
          }
        },
        BOUND_MS,
      );

      it('stops calling a listener once it unsubscribed', async () => {
        let wakes = 0;
        const unsubscribe = await store.onAppended(() => (wakes += 1));
        await unsubscribe();
        let controlWoken: () => void = () => undefined;
        const control = new Promise<void>((resolve) => (controlWoken = resolve));
        const unsubscribeControl = await store.onAppended(() => controlWoken());
        try {
          await store.append(
            [{ streamId: stream('unsub'), expectedVersion: 'no_stream', events: [ev('u')] }],
            {
              metadata: meta(),
            },
          );
          await withTimeout(control, 5000, 'no wake-up for the control listener');
          expect(wakes).toBe(0);
        } finally {
          await unsubscribeControl();
        }
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------

let streamCounter = 0;
function stream(label: string): string {
  streamCounter += 1;
  return `contract-${label}-${streamCounter}-${randomUUID().slice(0, 8)}`;
}

function ev(type: string, data: Record<string, unknown> = {}) {
  return { type, data };
}

function meta(overrides: Partial<EventMetadata> = {}): AppendOptions['metadata'] {
  return {
    userId: null,
    correlationId: randomUUID(),
    causationId: null,
    requestId: null,
    occurredAt: new Date().toISOString(),
    ...overrides,
  };
}

async function types(store: EventStore, streamId: string): Promise<string[]> {
  return (await store.readStream(streamId)).map((e) => e.type);
}

function lastOf(events: StoredEvent[]): GlobalPosition {
  const last = events[events.length - 1];
  if (!last) throw new Error('no events');
  return last.position;
}

function count(events: StoredEvent[], prefix: string): number {
  return events.filter((e) => e.streamId.startsWith(prefix)).length;
}

function expectStrictlyIncreasing(events: StoredEvent[]): void {
  for (let i = 1; i < events.length; i++) {
    if (comparePositions(events[i - 1]!.position, events[i]!.position) >= 0) {
      throw new Error(
        `positions out of order at ${i}: ${JSON.stringify(events[i - 1]!.position)} then ${JSON.stringify(events[i]!.position)}`,
      );
    }
  }
}

/** Reads the log in batches from `after` until `enough` says so (bounded). */
async function readUntil(
  store: EventStore,
  after: GlobalPosition,
  limit: number,
  enough: (seen: StoredEvent[]) => boolean,
): Promise<StoredEvent[]> {
  const seen: StoredEvent[] = [];
  const deadline = Date.now() + BOUND_MS;
  let position = after;
  for (;;) {
    const batch = await store.readAll({ after: position, limit });
    seen.push(...batch);
    if (batch.length) {
      position = lastOf(batch);
      continue;
    }
    if (enough(seen)) return seen;
    if (Date.now() > deadline) throw new Error(`readAll delivered ${seen.length} events before the deadline`);
    await sleep(2);
  }
}

/** Appends held open before their commit until the test releases them. */
class HeldCommits {
  private waiting: Array<() => void> = [];
  private arrived = 0;
  private arrivals: Array<{ n: number; resolve: () => void }> = [];
  private released = false;

  readonly hold = (): Promise<void> => {
    if (this.released) return Promise.resolve();
    this.arrived += 1;
    this.arrivals = this.arrivals.filter((a) => (a.n <= this.arrived ? (a.resolve(), false) : true));
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  };

  reached(n: number): Promise<void> {
    if (this.arrived >= n) return Promise.resolve();
    return withTimeout(
      new Promise<void>((resolve) => this.arrivals.push({ n, resolve })),
      5000,
      `${n} held appends`,
    );
  }

  releaseAll(): void {
    this.released = true;
    this.waiting.splice(0).forEach((resolve) => resolve());
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A small seeded PRNG, so a failing interleaving can be replayed with EVENTSTORE_SEED. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
