import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import knexFactory from 'knex';

/** The compiled server (`npm run build:server`): CommonJS, so loaded with require. */
export const dist = createRequire(import.meta.url);
const { runMigrations } = dist('../projections/dist/migrations/index.js');

/**
 * Runs fn(serverUrl) against BENCH_DATABASE_URL / DATABASE_URL when set, else against an embedded
 * PostgreSQL started in a temporary directory (removed afterwards). Prints the machine first.
 */
export async function withBenchServer(fn) {
  let serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  let embedded = null;
  let embeddedDir = null;
  if (!serverUrl) {
    const { startEmbeddedPostgres } = dist('../backend/dist/infrastructure/database/embedded-postgres.js');
    embeddedDir = mkdtempSync(join(tmpdir(), 'bb-bench-pg-'));
    chmodSync(embeddedDir, 0o755); // the server runs as the postgres user when we are root
    embedded = await startEmbeddedPostgres(join(embeddedDir, 'data'));
    serverUrl = embedded.url;
  }
  try {
    console.log(await machine(serverUrl));
    return await fn(serverUrl);
  } finally {
    await embedded?.stop();
    if (embeddedDir) rmSync(embeddedDir, { recursive: true, force: true });
  }
}

/** `node bench/<name>.mjs`: the benchmark alone, on its own database. */
export async function runWhenMain(moduleUrl, name, run) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  await withBenchServer(async (serverUrl) => {
    console.log(`\n## ${name}`);
    await withDatabase(serverUrl, (db) => run(db));
  });
}

/** nproc, memory, Node and PostgreSQL versions: printed at the top of every run. */
export async function machine(serverUrl) {
  const client = new pg.Client(serverUrl);
  await client.connect();
  const { rows } = await client.query(`SELECT current_setting('server_version') AS v,
    current_setting('shared_buffers') AS sb, current_setting('synchronous_commit') AS sc`);
  await client.end();
  const host = new URL(serverUrl).host;
  return [
    `machine: ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}`,
    `PostgreSQL ${rows[0].v} at ${host} (shared_buffers ${rows[0].sb}, synchronous_commit ${rows[0].sc})`,
    // A shared machine: other work running at the same time shows here.
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
  ].join('\n');
}

/** A fresh, migrated database for one benchmark; dropped afterwards even when it fails. */
export async function withDatabase(serverUrl, fn) {
  const name = `bb_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const knex = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 2 } });
    await runMigrations(knex).finally(() => knex.destroy());
    await fn({ url: url.toString(), name });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export function pool(url, max) {
  const p = new pg.Pool({
    connectionString: url,
    max,
    options: '-c idle_in_transaction_session_timeout=30000',
  });
  p.on('error', () => undefined);
  return p;
}

/** Runs `op(worker, i)` from `workers` concurrent loops for `ms`; answers ops/s and latencies. */
export async function timed(workers, ms, op) {
  const latencies = [];
  const end = performance.now() + ms;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; performance.now() < end; i++) {
        const t = performance.now();
        await op(w, i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  return {
    ops: latencies.length,
    perSecond: latencies.length / seconds,
    latencies,
    ...percentiles(latencies),
  };
}

export function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return { p50: at(50), p99: at(99), max: sorted[sorted.length - 1] ?? NaN };
}

export const ms = (v) => `${v.toFixed(2)} ms`;
export const rate = (v) => `${Math.round(v).toLocaleString('en-US')}/s`;

/** What a command writes: a small JSON payload and the metadata every event carries. */
export function payload(i) {
  return { userId: randomUUID(), step: i % 8, title: `Business idea number ${i}`, notes: 'x'.repeat(200) };
}

export function metadata() {
  return {
    userId: randomUUID(),
    correlationId: randomUUID(),
    causationId: null,
    requestId: randomUUID(),
    occurredAt: new Date().toISOString(),
  };
}

/** User + system CPU of a local PostgreSQL process in ms (Linux /proc), else null. */
export function processCpuMs(pid) {
  try {
    if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) return null;
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return null;
  }
}

/**
 * CPU spent from now until `stop()`: this Node process's, and that of the PostgreSQL processes
 * serving `db`'s database when the server runs on this machine (null otherwise). On a shared
 * machine, CPU per operation says more than wall time.
 */
export async function cpuMeter(db) {
  const pids = async () =>
    (await db.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).rows.map(
      (r) => r.pid,
    );
  const before = new Map((await pids()).map((pid) => [pid, processCpuMs(pid)]));
  const node = process.cpuUsage();
  return {
    async stop() {
      const { user, system } = process.cpuUsage(node);
      // Processes that ended meanwhile are not counted; new ones count from zero.
      const readable = (await pids())
        .map((pid) => [processCpuMs(pid), before.get(pid) ?? 0])
        .filter(([now]) => now !== null)
        .map(([now, then]) => now - then);
      return {
        nodeMs: (user + system) / 1000,
        serverMs: readable.length ? readable.reduce((a, b) => a + b, 0) : null,
      };
    },
  };
}

/**
 * Keep-alive connections for the benchmarks' HTTP clients. An idle one is closed after 4 s, before
 * the server does (Node's keepAliveTimeout, 5 s): otherwise a request sent on a connection the
 * server is closing at that moment fails with ECONNRESET (bench/save-peers.mjs's paced load saw
 * 24-65 of them a run).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4000 });

/**
 * A client of the app with its own session: call(method, path, body) answers the parsed JSON and
 * throws on any status but 2xx; call.cookie() is its session cookie. node:http on a keep-alive agent rather than fetch: the clients run
 * on the same machine as the server, and fetch costs them about twice the CPU per request.
 */
export function client(base) {
  let cookie = '';
  const { hostname, port } = new URL(base);
  const call = (method, path, body, extraHeaders = {}) =>
    new Promise((resolve, reject) => {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const headers = { 'content-type': 'application/json', ...extraHeaders };
      if (cookie) headers.cookie = cookie;
      if (data !== undefined) headers['content-length'] = Buffer.byteLength(data);
      const req = http.request({ agent, host: hostname, port, path, method, headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const set = res.headers['set-cookie'];
          if (set?.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode < 200 || res.statusCode >= 300) {
            reject(new Error(`${method} ${path}: ${res.statusCode} ${text}`));
            return;
          }
          try {
            resolve(text ? JSON.parse(text) : null);
          } catch (error) {
            reject(error);
          }
        });
      });
      req.on('error', reject);
      req.end(data);
    });
  /** The session cookie, for requests made another way (a download streamed with fetch). */
  call.cookie = () => cookie;
  return call;
}

/** CPU time a process has used (user + system), in ms: unlike wall time, it hardly depends on what else the machine runs. */
export function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time the PostgreSQL backends connected to `database` have used, in ms (a backend that exits
 * between two readings takes its time with it, so read it over a load whose connections stay
 * open; the server's shared processes, such as the WAL writer, are not counted).
 */
export function databaseCpuMs(database) {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      // 'postgres: [cluster: ]user database host(port) state'
      if (/^postgres: (?:\S+: )?\S+ (\S+) /.exec(title)?.[1] !== database) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // gone between the listing and the reading
    }
  }
  return total;
}
