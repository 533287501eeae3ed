import { randomUUID } from 'node:crypto';
import { ConcurrencyError, UniqueClaimTaken } from '../errors';
import type { EventStore } from '../event-store.port';
import { ev, meta, stream, types, type ContractSuite } from './contract-helpers';

/**
 * The contract's unique claims (event-store.contract.ts): a value claimed in an append, by exactly
 * one stream per scope, released and moved in appends, kept when the append fails.
 */
export function describeUniqueClaimsContract(suite: ContractSuite): void {
  let store: EventStore;
  beforeAll(() => {
    store = suite.harness().store;
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
        store.append([{ streamId: stream('late'), expectedVersion: 'no_stream', events: [ev('claimed')] }], {
          metadata: meta(),
          claims: [{ scope: 'email', value: newValue, ownerStreamId: 'late' }],
        }),
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
}
