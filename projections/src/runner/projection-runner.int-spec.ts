import { comparePositions } from '@bb/backend/eventstore/event-store.port';
import { PostgresEventStore } from '@bb/backend/eventstore/postgres/postgres-event-store';
import { connectDatabase, type Database } from '@bb/backend/infrastructure/database/connect';
import { createMigratedDatabase } from '../../../test/test-database';
import type { Projection } from './projection';
import { ProjectionRunner, type ProjectionRunnerOptions } from './projection-runner';
import {
  appendEvents,
  applied,
  createAppliedTable,
  deferred,
  expectExactlyOnce,
  storedCheckpoint,
  testProjection,
} from './projection-runner.test-helper';

describe('ProjectionRunner', () => {
  let db: Awaited<ReturnType<typeof createMigratedDatabase>>;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];
  const extraDatabases: Database[] = [];

  function runner(
    projections: Projection[],
    options: ProjectionRunnerOptions = {},
    on: Database = db,
  ): ProjectionRunner {
    const r = new ProjectionRunner(new PostgresEventStore(on.pool), on.knex, on.pool, projections, options);
    runners.push(r);
    return r;
  }

  /** Another process's connections to the same database. */
  function otherProcess(): Database {
    const other = connectDatabase(db.url);
    extraDatabases.push(other);
    return other;
  }

  beforeAll(async () => {
    db = await createMigratedDatabase();
    await createAppliedTable(db.knex);
    store = new PostgresEventStore(db.pool);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });
  afterAll(async () => {
    await Promise.all(extraDatabases.map((d) => d.close()));
    await db.drop();
  });

  it('applies each event exactly once, skips the types it does not handle and moves the checkpoint past them', async () => {
    const name = 'once';
    const handled = await appendEvents(store, name, 23);
    const others = await appendEvents(store, name, 5, 'someone-else.event');
    const r = runner([testProjection(name)], { batchSize: 7 });
    await r.start();
    await expect(r.waitFor(others.last, 10_000)).resolves.toBe(true);
    expectExactlyOnce(await applied(db.knex, name), handled.ids);
    expect(await storedCheckpoint(db.knex, name)).toEqual(others.last);

    // Appends made while it runs are applied too, still once.
    const more = await appendEvents(store, name, 11);
    await expect(r.waitFor(more.last, 10_000)).resolves.toBe(true);
    const rows = await applied(db.knex, name);
    expectExactlyOnce(rows, [...handled.ids, ...more.ids]);
    // In log order.
    expect(rows.map((row) => row.event_id)).toEqual([...handled.ids, ...more.ids]);
  });

  it('moves the checkpoint in the same transaction as the read model: a failed batch leaves both unchanged, then is retried', async () => {
    const name = 'atomic';
    const events = await appendEvents(store, name, 15);
    const poison = events.ids[7]!;
    let attempts = 0;
    const failed = deferred();
    const inspected = deferred();
    const r = runner(
      [
        testProjection(name, {
          // The poisoned batch writes its rows, then fails the first time.
          afterWrite: async (batch) => {
            if (!batch.some((e) => e.id === poison)) return;
            attempts += 1;
            if (attempts === 1) throw new Error('projection failed on purpose');
          },
          // The retry waits until the test has looked at the database.
          beforeWrite: async (batch) => {
            if (batch.some((e) => e.id === poison) && attempts === 1) await inspected.promise;
          },
        }),
      ],
      {
        batchSize: 5,
        log: (message) => {
          if (message.includes('failed')) failed.resolve();
        },
      },
    );
    await r.start();
    await failed.promise;

    // Rolled back together: no row of the failed batch, and the checkpoint before it.
    const checkpoint = await storedCheckpoint(db.knex, name);
    const rows = await applied(db.knex, name);
    const poisonEvent = (await store.readStream(`${name}-${poison}`))[0]!;
    expect(comparePositions(checkpoint, poisonEvent.position)).toBeLessThan(0);
    expect(rows.map((row) => row.event_id)).not.toContain(poison);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(8);
    // Every row written is one the checkpoint has passed, and the checkpoint passed nothing unwritten.
    const passed = [];
    for (const id of events.ids) {
      const e = (await store.readStream(`${name}-${id}`))[0]!;
      if (comparePositions(e.position, checkpoint) <= 0) passed.push(id);
    }
    expect(rows.map((row) => row.event_id)).toEqual(passed);

    inspected.resolve();
    await expect(r.waitFor(events.last, 10_000)).resolves.toBe(true);
    expect(attempts).toBe(2);
    expectExactlyOnce(await applied(db.knex, name), events.ids);
  });

  it('keeps applying the other projections while one fails on every try', async () => {
    // The projections of a round share one transaction; after a failure they go on one by one.
    const events = await appendEvents(store, 'healthy', 12);
    const poison = events.ids[5]!;
    const stuck: Projection = {
      ...testProjection('stuck', {
        afterWrite: async (batch) => {
          if (batch.some((e) => e.id === poison)) throw new Error('projection failed on purpose');
        },
      }),
      handles: ['healthy.counted'],
    };
    const r = runner([testProjection('healthy'), stuck], { batchSize: 4 });
    await r.start();
    await expect(r.waitFor(events.last, 10_000, ['healthy'])).resolves.toBe(true);
    expectExactlyOnce(await applied(db.knex, 'healthy'), events.ids);
    expect(await storedCheckpoint(db.knex, 'healthy')).toEqual(events.last);
    // The failing one stopped before its failing batch, with its rows and checkpoint together.
    const stuckRows = (await applied(db.knex, 'stuck')).map((row) => row.event_id);
    expect(stuckRows).not.toContain(poison);
    expect(stuckRows).toEqual(events.ids.slice(0, stuckRows.length));
    expect(comparePositions(await storedCheckpoint(db.knex, 'stuck'), events.last)).toBeLessThan(0);
  });

  it('survives a restart of the process: nothing lost, nothing applied twice', async () => {
    const name = 'restart';
    const first = await appendEvents(store, name, 40);
    // The third batch of this projection's events waits until the runner is asked to stop.
    let batches = 0;
    const third = deferred();
    const stopping = deferred();
    const one = runner(
      [
        testProjection(name, {
          beforeWrite: async () => {
            batches += 1;
            if (batches === 3) {
              third.resolve();
              await stopping.promise;
            }
          },
        }),
      ],
      { batchSize: 4 },
    );
    await one.start();
    await third.promise;
    const stopped = one.stop(); // Mid-way: it finishes the batch in hand, then stops.
    stopping.resolve();
    await stopped;
    const rowsAtStop = await applied(db.knex, name);
    const checkpointAtStop = await storedCheckpoint(db.knex, name);
    expect(batches).toBe(3);
    expect(rowsAtStop.length).toBeGreaterThan(0);
    expect(rowsAtStop.length).toBeLessThan(40);
    expect(rowsAtStop.map((row) => row.event_id)).toEqual(first.ids.slice(0, rowsAtStop.length));

    const second = await appendEvents(store, name, 20);
    // Nothing moves while no runner runs.
    expect(await storedCheckpoint(db.knex, name)).toEqual(checkpointAtStop);

    const two = runner([testProjection(name)], { batchSize: 4 }, otherProcess());
    await two.start();
    await expect(two.waitFor(second.last, 15_000)).resolves.toBe(true);
    expectExactlyOnce(await applied(db.knex, name), [...first.ids, ...second.ids]);
  });

  it('runs a projection in one runner at a time; the other takes over when it stops', async () => {
    const name = 'pair';
    const a = runner([testProjection(name, { label: 'A' })], { batchSize: 10, idlePollMs: 50 });
    const b = runner(
      [testProjection(name, { label: 'B' })],
      { batchSize: 10, idlePollMs: 50 },
      otherProcess(),
    );
    await a.start();
    const warmup = await appendEvents(store, name, 5);
    await expect(a.waitFor(warmup.last, 10_000)).resolves.toBe(true);

    await b.start();
    const together = await appendEvents(store, name, 30);
    // b stands by but answers waitFor from the stored checkpoint.
    await expect(b.waitFor(together.last, 10_000)).resolves.toBe(true);
    await expect(a.waitFor(together.last, 10_000)).resolves.toBe(true);
    let rows = await applied(db.knex, name);
    expectExactlyOnce(rows, [...warmup.ids, ...together.ids]);
    expect(new Set(rows.map((row) => row.applied_by))).toEqual(new Set(['A']));

    await a.stop();
    const after = await appendEvents(store, name, 10);
    await expect(b.waitFor(after.last, 10_000)).resolves.toBe(true);
    rows = await applied(db.knex, name);
    expectExactlyOnce(rows, [...warmup.ids, ...together.ids, ...after.ids]);
    expect(rows.slice(-10).map((row) => row.applied_by)).toEqual(Array(10).fill('B'));
  });

  it('is woken by NOTIFY from another process, without waiting for its poll', async () => {
    const name = 'notified';
    // Polls once a minute: only a wake-up can make it apply within the bound below.
    const r = runner([testProjection(name)], { idlePollMs: 60_000 }, otherProcess());
    await r.start();
    const warmup = await appendEvents(store, name, 1);
    await expect(r.waitFor(warmup.last, 10_000)).resolves.toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400)); // Let it go idle.
    const next = await appendEvents(store, name, 1);
    await expect(r.waitFor(next.last, 10_000)).resolves.toBe(true);
  });

  it('waitFor resolves once the event is applied, and answers false on timeout', async () => {
    const name = 'waiting';
    const gate = deferred();
    const r = runner([testProjection(name, { beforeWrite: () => gate.promise })]);
    await r.start();
    const event = await appendEvents(store, name, 1);

    // Held back by the projection: waitFor times out with false.
    const started = Date.now();
    await expect(r.waitFor(event.last, 300)).resolves.toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(await applied(db.knex, name)).toEqual([]);

    gate.resolve();
    await expect(r.waitFor(event.last, 10_000)).resolves.toBe(true);
    // When it resolves, the read model already has the event.
    expect((await applied(db.knex, name)).map((row) => row.event_id)).toEqual(event.ids);
    // A position no one wrote yet is not reached.
    const future = {
      transactionId: String(BigInt(event.last.transactionId) + 1_000_000n),
      globalPosition: '1',
    };
    await expect(r.waitFor(future, 200)).resolves.toBe(false);
  });
});
