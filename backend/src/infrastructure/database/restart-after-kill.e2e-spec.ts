import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  startBuiltServer as startServer,
  stopBuiltServer,
  waitUntilRunning,
  type BuiltServer,
} from '../../../../test/built-server';
import { findFreePort } from './free-port';

jest.setTimeout(240_000);

const root = resolve(__dirname, '../../../..');

/**
 * Issue 17 item 4: after `kill -9` of the server, its embedded PostgreSQL keeps running on the
 * data folder; the next start used to exit 1 printing `undefined`. It must come back, data intact.
 */
describe('restart after kill -9', () => {
  const parent = mkdtempSync(join(tmpdir(), 'bb-kill9-'));
  chmodSync(parent, 0o755); // the embedded server runs as the postgres user when we are root
  const dataDir = join(parent, 'data');
  const servers: BuiltServer[] = [];

  beforeAll(() => {
    execFileSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'ignore' });
  });
  afterAll(async () => {
    for (const server of servers) await stopBuiltServer(server);
    // Whatever happened above, leave no PostgreSQL behind.
    const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
    if (existsSync(pidFile)) {
      try {
        process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGINT');
      } catch {
        // already gone
      }
    }
  });

  it('starts again after the server process is killed, with the data it had', async () => {
    const port = String(await findFreePort());
    const env = { DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1' };
    const first = startServer(env);
    servers.push(first);
    await waitUntilRunning(first);
    const account = {
      username: `kill9_${Date.now() % 1e8}`,
      email: `kill9.${Date.now()}@example.com`,
      password: 'Passw0rdOk',
      confirmPassword: 'Passw0rdOk',
      firstName: 'Kill',
      lastName: 'Nine',
    };
    const api = (path: string, body: unknown) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify(body),
      });
    expect((await api('/api/auth/register', account)).status).toBe(201);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true); // its PostgreSQL lives on

    const second = startServer(env);
    servers.push(second);
    await waitUntilRunning(second);
    expect(second.output()).toMatch(/left running/);
    const login = await api('/api/auth/login', { email: account.email, password: account.password });
    expect(login.status).toBe(200);
  });
});
