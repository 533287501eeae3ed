import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pgGlobalSetup from './global-setup';
import { findFreePort } from '../backend/src/infrastructure/database/free-port';
import { createTestDatabase, type TestDatabase } from './test-database';

declare global {
  var __BB_BROWSER_SERVER__: { server: ChildProcess; db: TestDatabase } | undefined;
}

/**
 * Browser tests run against the built product (`npm run build`): `node backend/dist/main.js` on a
 * free port and a fresh database, exactly as `npm start` serves it.
 */
export default async function browserGlobalSetup(): Promise<void> {
  await pgGlobalSetup();
  if (globalThis.__BB_BROWSER_SERVER__) return;
  const db = await createTestDatabase();
  const port = await findFreePort();
  const root = join(__dirname, '..');
  const server = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bb-browser-')),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  globalThis.__BB_BROWSER_SERVER__ = { server, db };
  const baseUrl = `http://127.0.0.1:${port}`;
  process.env.E2E_BASE_URL = baseUrl;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error('The app exited before it was ready (see its output above)');
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The app did not become ready at ${baseUrl}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
