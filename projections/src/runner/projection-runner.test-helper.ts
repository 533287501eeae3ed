import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { EventMetadata, GlobalPosition, StoredEvent } from '@bb/backend/eventstore/event-store.port';
import type { PostgresEventStore } from '@bb/backend/eventstore/postgres/postgres-event-store';
import type { Projection } from './projection';

/** What the projection runner's tests share: a test projection that records each applied event, and waits. */
/**
 * The test projection appends one row per event it applies to `test_applied`, which has no unique
 * key on purpose: an event applied twice shows up as two rows.
 */
export interface TestProjectionOptions {
  /** Runs inside the batch's transaction after the rows are written; throwing rolls them back. */
  afterWrite?(events: StoredEvent[]): Promise<void>;
  /** Runs before anything is written. */
  beforeWrite?(events: StoredEvent[]): Promise<void>;
  label?: string;
}

export function testProjection(name: string, options: TestProjectionOptions = {}): Projection {
  return {
    name,
    tables: ['test_applied'],
    handles: [`${name}.counted`],
    async apply(events, { trx, table }) {
      await options.beforeWrite?.(events);
      await trx(table('test_applied')).insert(
        events.map((e) => ({
          projection: name,
          event_id: e.id,
          global_position: e.position.globalPosition,
          applied_by: options.label ?? null,
        })),
      );
      await options.afterWrite?.(events);
    },
  };
}

export async function createAppliedTable(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS test_applied (
      projection text NOT NULL,
      event_id uuid NOT NULL,
      global_position bigint NOT NULL,
      applied_by text,
      seq bigserial
    )`);
}

export async function applied(
  knex: Knex,
  projection: string,
): Promise<Array<{ event_id: string; applied_by: string | null }>> {
  return knex('test_applied').where({ projection }).orderBy('seq').select('event_id', 'applied_by');
}

export async function storedCheckpoint(knex: Knex, projection: string): Promise<GlobalPosition> {
  const res = await knex.raw<{ rows: Array<{ transaction_id: string; global_position: string }> }>(
    `SELECT transaction_id::text, global_position::text FROM projection_checkpoints WHERE projection = ?`,
    [projection],
  );
  const row = res.rows[0];
  if (!row) throw new Error(`no checkpoint row for ${projection}`);
  return { transactionId: row.transaction_id, globalPosition: row.global_position };
}

export function meta(): EventMetadata {
  return {
    userId: null,
    correlationId: randomUUID(),
    causationId: null,
    requestId: null,
    occurredAt: new Date().toISOString(),
  };
}

export interface Appended {
  ids: string[];
  last: GlobalPosition;
}

/** Appends `n` events the projection handles, each to its own stream, in order. */
export async function appendEvents(
  store: PostgresEventStore,
  projection: string,
  n: number,
  type = `${projection}.counted`,
): Promise<Appended> {
  const ids: string[] = [];
  let last: GlobalPosition | undefined;
  for (let i = 0; i < n; i++) {
    const id = randomUUID();
    const r = await store.append(
      [
        {
          streamId: `${projection}-${id}`,
          expectedVersion: 'no_stream',
          events: [{ id, type, data: { i } }],
        },
      ],
      { metadata: meta() },
    );
    ids.push(id);
    last = r.position;
  }
  return { ids, last: last! };
}

export function expectExactlyOnce(rows: Array<{ event_id: string }>, ids: string[]): void {
  const seen = rows.map((r) => r.event_id);
  const duplicates = seen.filter((id, i) => seen.indexOf(id) !== i);
  expect(duplicates).toEqual([]);
  expect([...seen].sort()).toEqual([...ids].sort());
}

export async function eventually(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * The last event committed so far, whether or not the log can hand it out yet. The store's
 * `headPosition()` is the last event below the cluster's oldest running writer, and the test
 * cluster is shared: another test file's long transaction (a migration) keeps it back, so waiting
 * for `headPosition()` can pass before the events a test appended are readable.
 */
export async function lastCommitted(knex: Knex): Promise<GlobalPosition> {
  const res = await knex.raw<{ rows: Array<{ transaction_id: string; global_position: string }> }>(
    `SELECT transaction_id::text, global_position::text FROM events
     ORDER BY events.transaction_id DESC, events.global_position DESC LIMIT 1`,
  );
  const row = res.rows[0];
  if (!row) throw new Error('no event committed');
  return { transactionId: row.transaction_id, globalPosition: row.global_position };
}
