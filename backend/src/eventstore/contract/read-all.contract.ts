import { randomUUID } from 'node:crypto';
import {
  comparePositions,
  type EventStore,
  type GlobalPosition,
  type StoredEvent,
} from '../event-store.port';
import {
  BOUND_MS,
  count,
  ev,
  expectStrictlyIncreasing,
  HeldCommits,
  lastOf,
  meta,
  mulberry32,
  readUntil,
  sleep,
  stream,
  types,
  type ContractSuite,
} from './contract-helpers';
import type { EventStoreHarness } from './event-store.contract';

/**
 * The contract's global log (event-store.contract.ts): readAll in batches and by type, one order
 * for every reader under concurrent appends, and no event skipped when an earlier position commits
 * after a later one (the held-commit tests).
 */
export function describeReadAllContract(suite: ContractSuite): void {
  const { itHeld } = suite;
  let store: EventStore;
  let h: EventStoreHarness;
  beforeAll(() => {
    h = suite.harness();
    store = h.store;
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
      // Only this test's streams: while a transaction anywhere on the cluster is open, the head
      // read above can lag behind the previous test's events, and the read then starts before them.
      const ours = (seen: StoredEvent[]) => seen.filter((e) => streams.includes(e.streamId));
      const read = ours(await readUntil(store, from, 3, (seen) => ours(seen).length >= 10));
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
      // Read until both are readable: a transaction open elsewhere on the cluster can hold them back.
      const readTyped = () => store.readAll({ after: from, limit: 100, types: [`${kind}.a`] });
      const deadline = Date.now() + BOUND_MS;
      let read = await readTyped();
      while (read.length < 2 && Date.now() < deadline) {
        await sleep(2);
        read = await readTyped();
      }
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
      const second = (await readUntil(store, from, 173, (seen) => count(seen, prefix) >= 1000)).filter((e) =>
        e.streamId.startsWith(prefix),
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
        await readUntil(store, from, 500, (seen) => seen.filter((e) => e.streamId === streamId).length >= 100)
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
        const checkpoint = lastOf(
          await readUntil(store, from, 100, (seen) => seen.some((e) => e.streamId === fastStream)),
        );

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
}
