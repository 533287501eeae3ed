import type { Knex } from 'knex';
import type { StoredEvent } from '@bb/backend/eventstore/event-store.port';

/** What a projection gets to write with: the batch's transaction and the names of its tables. */
export interface ProjectionContext {
  trx: Knex.Transaction;
  /**
   * The physical name of one of the projection's tables. Live runs write the table itself; a
   * rebuild writes a fresh copy that is swapped in when it has caught up.
   */
  table(name: string): string;
}

/**
 * A read model: the tables it owns and how a batch of events changes them. It knows nothing of
 * checkpoints, batching or transactions (the runner owns those). `apply` must be idempotent per
 * event: replaying an event already applied changes nothing.
 */
export interface Projection {
  readonly name: string;
  readonly tables: readonly string[];
  /** The event types this projection reads; others are skipped (the checkpoint still moves). */
  readonly handles: readonly string[];
  apply(events: StoredEvent[], ctx: ProjectionContext): Promise<void>;
}
