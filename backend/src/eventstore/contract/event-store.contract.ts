import type { EventStore } from '../event-store.port';
import { describeAppendContract } from './append.contract';
import type { ContractSuite } from './contract-helpers';
import { describeOnAppendedContract } from './on-appended.contract';
import { describeReadAllContract } from './read-all.contract';
import { describeUniqueClaimsContract } from './unique-claims.contract';

/**
 * The contract every EventStore adapter must keep (docs/architecture.md "The event store"). Postgres runs it
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

/**
 * One suite per adapter, `EventStore contract: <name>`, made of the contract's parts in this order:
 * append and readStream, multi-stream appends (append.contract.ts), unique claims
 * (unique-claims.contract.ts), readAll (read-all.contract.ts) and onAppended
 * (on-appended.contract.ts). Helpers they share: contract-helpers.ts.
 */
export function describeEventStoreContract(
  name: string,
  makeStore: () => Promise<EventStoreHarness>,
  { heldCommits = true }: EventStoreContractOptions = {},
): void {
  // Adapters that cannot hold a commit open (no storeWithHeldCommits) skip, by name, the tests that need it.
  const itHeld = heldCommits ? it : it.skip;

  describe(`EventStore contract: ${name}`, () => {
    let h: EventStoreHarness | undefined;
    beforeAll(async () => {
      h = await makeStore();
    }, 60_000);
    afterAll(async () => {
      await h?.cleanup();
    });
    const suite: ContractSuite = {
      harness: () => {
        if (!h) throw new Error(`the ${name} store was not made`);
        return h;
      },
      itHeld,
    };

    describeAppendContract(suite);
    describeUniqueClaimsContract(suite);
    describeReadAllContract(suite);
    describeOnAppendedContract(suite);
  });
}
