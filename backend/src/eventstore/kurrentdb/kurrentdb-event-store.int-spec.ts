import { randomUUID } from 'node:crypto';
import { describeEventStoreContract } from '../contract/event-store.contract';
import { KurrentDbEventStore } from './kurrentdb-event-store';
import { toClientConnectionString } from './create-event-store';

/**
 * The shared EventStore contract against a real KurrentDB (or EventStoreDB 22.6+) server.
 * It needs KURRENTDB_URL, e.g. KURRENTDB_URL='esdb://localhost:2113?tls=false'
 * (docker run -p 2113:2113 docker.kurrent.io/kurrent-latest/kurrentdb --insecure --run-projections=None).
 * Without it there is no server to test against, so the suite is skipped and the reason printed.
 */
const url = process.env.KURRENTDB_URL;

if (url) {
  describeEventStoreContract(
    'KurrentDB',
    async () => {
      const store = KurrentDbEventStore.fromConnectionString(toClientConnectionString(url));
      // Each run writes streams with fresh random names on a shared server; readers start at the head.
      await store.readStream(`contract-probe-${randomUUID()}`);
      return { store, cleanup: () => store.close() };
    },
    // One totally ordered log: there is no commit window to hold open, so those tests do not apply.
    { heldCommits: false },
  );
} else {
  // Skipped on purpose: KURRENTDB_URL is not set, so there is no KurrentDB server to run the
  // contract against (none runs in CI or on a developer machine by default).
  console.warn(
    'KurrentDB contract suite skipped: KURRENTDB_URL is not set (e.g. esdb://localhost:2113?tls=false).',
  );
  describe('EventStore contract: KurrentDB', () => {
    // Skipped on purpose: no KurrentDB server runs here or in CI; the same contract runs on PostgreSQL.
    it.skip('is skipped because KURRENTDB_URL is not set: set it (e.g. esdb://localhost:2113?tls=false) to run the contract against a server', () =>
      undefined);
  });
}
