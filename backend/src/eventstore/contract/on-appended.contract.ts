import type { EventStore } from '../event-store.port';
import {
  BOUND_MS,
  ev,
  HeldCommits,
  meta,
  readUntil,
  stream,
  withTimeout,
  type ContractSuite,
} from './contract-helpers';
import type { EventStoreHarness } from './event-store.contract';

/**
 * The contract's subscription (event-store.contract.ts): onAppended wakes listeners once appended
 * events are readable, also when a held commit lets the events behind it through, and stops after
 * unsubscribing.
 */
export function describeOnAppendedContract(suite: ContractSuite): void {
  const { itHeld } = suite;
  let store: EventStore;
  let h: EventStoreHarness;
  beforeAll(() => {
    h = suite.harness();
    store = h.store;
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
        // The head read above can lag behind earlier tests' events while a transaction anywhere on
        // the cluster is open, so the read may start before them: this append is found once.
        const read = await readUntil(store, from, 100, (seen) => seen.some((e) => e.streamId === streamId));
        expect(read.filter((e) => e.streamId === streamId)).toHaveLength(1);
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
          await store.append([{ streamId: controlStream, expectedVersion: 'no_stream', events: [ev('c')] }], {
            metadata: meta(),
          });
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
        await store.append([{ streamId: stream('unsub'), expectedVersion: 'no_stream', events: [ev('u')] }], {
          metadata: meta(),
        });
        await withTimeout(control, 5000, 'no wake-up for the control listener');
        expect(wakes).toBe(0);
      } finally {
        await unsubscribeControl();
      }
    });
  });
}
