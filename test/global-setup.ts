import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startEmbeddedPostgres,
  type RunningEmbeddedPostgres,
} from '../backend/src/infrastructure/database/embedded-postgres';

/**
 * Gives every test a real PostgreSQL: DATABASE_URL when it is set, otherwise the embedded one
 * (started once per jest run, on a free port, stopped by global-teardown). Test files then create
 * their own database on it (see test/test-database.ts).
 */
declare global {
  var __BB_EMBEDDED_PG__: RunningEmbeddedPostgres | undefined;
}

export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL || globalThis.__BB_EMBEDDED_PG__) return;
  // A fresh cluster per run: two test runs at once (two developers' terminals) never share one.
  const parent = mkdtempSync(join(tmpdir(), 'bb-test-pg-'));
  chmodSync(parent, 0o755); // the server runs as the postgres user when we are root
  const dataDir = join(parent, 'data');
  const pg = await startEmbeddedPostgres(dataDir);
  process.env.BB_EMBEDDED_TEST_PG_DIR = dataDir;
  globalThis.__BB_EMBEDDED_PG__ = pg;
  process.env.DATABASE_URL = pg.url;
  process.env.BB_EMBEDDED_TEST_PG = '1';
}
