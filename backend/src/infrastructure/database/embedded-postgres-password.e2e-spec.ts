import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { PASSWORD_FILE } from './embedded-postgres-password';

jest.setTimeout(300_000);

const root = resolve(__dirname, '../../../..');

interface Started {
  url: string;
  stop(): Promise<void>;
}

/**
 * startEmbeddedPostgres as the built server runs it: in a node process of its own (jest cannot
 * load the ESM-only embedded-postgres package), which prints the URL and stops on stdin's end.
 */
async function startEmbedded(databaseDir: string): Promise<Started> {
  const script = `
    const { startEmbeddedPostgres } = require(${JSON.stringify(join(root, 'backend/dist/infrastructure/database/embedded-postgres.js'))});
    startEmbeddedPostgres(process.argv[1]).then((pg) => {
      console.log(JSON.stringify({ url: pg.url }));
      process.stdin.on('end', () => pg.stop().then(() => process.exit(0)));
      process.stdin.resume();
    }, (error) => { console.error(String(error)); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script, databaseDir], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = await new Promise<string>((resolveUrl, reject) => {
    const poll = setInterval(() => {
      const line = /\{"url":"[^"]+"\}/.exec(out);
      if (line) {
        clearInterval(poll);
        resolveUrl((JSON.parse(line[0]) as { url: string }).url);
      }
    }, 100);
    void exited.then(() => {
      clearInterval(poll);
      reject(new Error(`embedded PostgreSQL did not start:\n${out}`));
    });
  });
  return {
    url,
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

const passwordOf = (url: string) => decodeURIComponent(new URL(url).password);

async function signsIn(url: string, password: string): Promise<boolean> {
  const u = new URL(url);
  u.password = password;
  const client = new Client({ connectionString: u.toString() });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '28P01') return false; // invalid password
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Issue 17 item 13: the embedded PostgreSQL's password is random per data folder, not 'postgres'. */
describe('the embedded PostgreSQL password', () => {
  const parent = mkdtempSync(join(tmpdir(), 'bb-pg-password-'));
  chmodSync(parent, 0o755); // the server runs as the postgres user when we are root
  const first = join(parent, 'first');
  const second = join(parent, 'second');
  const running: Started[] = [];

  beforeAll(() => {
    execFileSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'ignore' });
  });
  afterAll(async () => {
    for (const pg of running) await pg.stop();
    rmSync(parent, { recursive: true, force: true });
  });

  async function start(dir: string): Promise<Started> {
    const pg = await startEmbedded(dir);
    running.push(pg);
    return pg;
  }
  async function stop(pg: Started): Promise<void> {
    running.splice(running.indexOf(pg), 1);
    await pg.stop();
  }

  it('is generated for a new data folder, stored in it for its owner only, and kept across starts', async () => {
    const pg = await start(first);
    const password = passwordOf(pg.url);
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    const file = join(first, PASSWORD_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(password);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await signsIn(pg.url, password)).toBe(true);
    expect(await signsIn(pg.url, 'postgres')).toBe(false);
    await stop(pg);

    const again = await start(first);
    expect(passwordOf(again.url)).toBe(password);
    await stop(again);

    const other = await start(second);
    expect(passwordOf(other.url)).not.toBe(password);
    await stop(other);
  });

  it("replaces the old constant 'postgres' of a folder made before", async () => {
    // A folder as older versions left it: password 'postgres', no password file.
    const pg = await start(first);
    const client = new Client({ connectionString: pg.url });
    await client.connect();
    await client.query(`ALTER ROLE postgres WITH PASSWORD 'postgres'`);
    await client.end();
    await stop(pg);
    rmSync(join(first, PASSWORD_FILE));

    const upgraded = await start(first);
    const password = passwordOf(upgraded.url);
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    expect(readFileSync(join(first, PASSWORD_FILE), 'utf8').trim()).toBe(password);
    expect(await signsIn(upgraded.url, 'postgres')).toBe(false);
    expect(await signsIn(upgraded.url, password)).toBe(true);
    await stop(upgraded);
  });
});
