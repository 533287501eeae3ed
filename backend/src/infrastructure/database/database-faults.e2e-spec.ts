import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  startBuiltServer,
  stopBuiltServer,
  waitUntilRunning,
  type BuiltServer,
} from '../../../../test/built-server';
import { postgresProcessTree, postmasterPid, signalAll } from '../../../../test/postgres-processes';
import { newAccount } from '../../../../test/test-app';
import { findFreePort } from './free-port';

jest.setTimeout(300_000);

const root = resolve(__dirname, '../../../..');

/**
 * Issue 17 item 11: with its database paused or killed, the app answers 503 with Retry-After
 * within its timeouts (reads and writes alike), restarts the embedded PostgreSQL it started, and
 * serves again once the database is back, without a restart of its own.
 * The built server runs on an embedded PostgreSQL of its own (DATABASE_URL unset), as `npm start` does.
 */
describe('database faults', () => {
  const parent = mkdtempSync(join(tmpdir(), 'bb-db-faults-'));
  chmodSync(parent, 0o755); // the embedded server runs as the postgres user when we are root
  const dataDir = join(parent, 'data');
  const databaseDir = join(dataDir, 'postgres');
  let server: BuiltServer;
  let base = '';
  let paused: number[] = [];

  beforeAll(async () => {
    execFileSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'ignore' });
    const port = String(await findFreePort());
    base = `http://127.0.0.1:${port}`;
    server = startBuiltServer({
      DATA_DIR: dataDir,
      PORT: port,
      HOST: '127.0.0.1',
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      DATABASE_QUERY_TIMEOUT_MS: '3000',
    });
    await waitUntilRunning(server);
  });
  afterAll(async () => {
    signalAll(paused, 'SIGCONT');
    if (server) await stopBuiltServer(server);
  });

  interface Answer {
    status: number;
    retryAfter: string | null;
    body: { statusCode?: number; error?: string; code?: string; message?: string } & Record<string, unknown>;
  }

  /** A browser-like client: keeps its session cookie, sends JSON with the app's origin. */
  function client() {
    let cookie = '';
    return async (method: string, path: string, body?: unknown): Promise<Answer> => {
      const res = await fetch(base + path, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          Origin: base,
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      const set = res.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0]!;
      const text = await res.text();
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: text ? JSON.parse(text) : {},
      };
    };
  }

  /** Retries `probe` until it answers `status`, for at most `ms`. */
  async function until(probe: () => Promise<Answer>, status: number, ms: number): Promise<Answer> {
    const deadline = Date.now() + ms;
    for (;;) {
      const res = await probe().catch(() => ({ status: 0, retryAfter: null, body: {} }));
      if (res.status === status) return res;
      if (Date.now() > deadline) throw new Error(`still ${res.status} after ${ms} ms, wanted ${status}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  function expectUnavailable(res: Answer, label: string) {
    expect([label, res.status, res.body.code]).toEqual([label, 503, 'DatabaseUnavailable']);
    expect(res.retryAfter).toMatch(/^[1-9]\d*$/);
    expect(res.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    expect(res.body.message).toMatch(/database/i);
  }

  const titlesOf = (res: Answer) => (res.body as unknown as Array<{ title: string }>).map((p) => p.title);

  it('answers 503 with Retry-After while PostgreSQL is paused, then serves again once it resumes', async () => {
    const api = client();
    expect((await api('POST', '/api/auth/register', newAccount())).status).toBe(201);
    expect((await api('POST', '/api/projects', { title: 'Before the pause' })).status).toBe(201);

    paused = postgresProcessTree(postmasterPid(databaseDir));
    signalAll(paused, 'SIGSTOP');
    const started = Date.now();
    // Without timeouts these hung for as long as the database stayed paused.
    expectUnavailable(await api('GET', '/api/projects'), 'read');
    expectUnavailable(await api('POST', '/api/projects', { title: 'While paused' }), 'write');
    const ready = await client()('GET', '/api/health/ready');
    expect([ready.status, ready.retryAfter]).toEqual([503, expect.stringMatching(/^[1-9]\d*$/)]);
    // Each within the configured timeouts (connect 1.5 s, query 3 s), with room for a loaded machine.
    expect(Date.now() - started).toBeLessThan(15_000);

    signalAll(paused, 'SIGCONT');
    paused = [];
    await until(() => api('GET', '/api/projects'), 200, 30_000);
    expect((await api('POST', '/api/projects', { title: 'After the pause' })).status).toBe(201);
    const titles = titlesOf(await api('GET', '/api/projects'));
    expect(titles).toEqual(expect.arrayContaining(['Before the pause', 'After the pause']));
    expect(titles).not.toContain('While paused');
  });

  it('answers 503 with Retry-After while PostgreSQL is down, restarts it, and serves the same data again', async () => {
    const api = client();
    const account = newAccount();
    expect((await api('POST', '/api/auth/register', account)).status).toBe(201);
    expect((await api('POST', '/api/projects', { title: 'Before the kill' })).status).toBe(201);

    // The whole server at once (its backends too): a backend outliving its postmaster for a moment
    // would still answer the first query, which says nothing about the app.
    const killed = postmasterPid(databaseDir);
    signalAll(postgresProcessTree(killed), 'SIGKILL');
    expectUnavailable(await api('GET', '/api/projects'), 'read');
    expectUnavailable(await api('POST', '/api/projects', { title: 'While down' }), 'write');
    const signIn = { email: account.email, password: account.password };
    expectUnavailable(await client()('POST', '/api/auth/login', signIn), 'sign-in');

    // The supervisor starts the embedded PostgreSQL again; readiness says so.
    await until(() => client()('GET', '/api/health/ready'), 200, 90_000);
    expect(postmasterPid(databaseDir)).not.toBe(killed);
    expect(server.output()).toMatch(/PostgreSQL stopped unexpectedly/);
    // Read models commit without waiting for their flush, so a crash can take back the last one
    // applied: the projections apply it again from the durable event log.
    const deadline = Date.now() + 30_000;
    let titles: string[] = [];
    while (Date.now() < deadline) {
      const res = await api('GET', '/api/projects');
      titles = res.status === 200 ? titlesOf(res) : [];
      if (titles.length > 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(titles).toEqual(['Before the kill']);
    expect((await api('POST', '/api/projects', { title: 'After the restart' })).status).toBe(201);
    expect((await client()('POST', '/api/auth/login', signIn)).status).toBe(200);
    expect(server.child.exitCode).toBeNull(); // the same server process all along
  });
});
