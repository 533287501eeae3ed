// Register + login + me through the real HTTP app (createApp from the build) on its own database,
// with 20 concurrent clients, each keeping its session cookie like a browser.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dist, ms, percentiles, rate } from './lib.mjs';

const { loadConfig } = dist('../backend/dist/config/app-config.js');
const { createApp } = dist('../backend/dist/create-app.js');

const CLIENTS = 20;
const ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? 10); // per client

export async function run({ url }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-bench-app-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ENCRYPTION_KEY: '0'.repeat(63) + '1',
    LOG_LEVEL: 'silent',
  });
  const running = await createApp(config);
  await running.app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${running.app.getHttpServer().address().port}`;
  try {
    await rounds(base, 'warm', 4, 1);
    const started = performance.now();
    const cpu0 = process.cpuUsage();
    const all = await rounds(base, 'bench', CLIENTS, ROUNDS);
    const cpu = process.cpuUsage(cpu0);
    const seconds = (performance.now() - started) / 1000;
    const timings = all.filter((t) => !t.error);
    for (const step of ['register', 'login', 'me', 'total']) {
      const p = percentiles(timings.map((t) => t[step]));
      console.log(`${step.padEnd(9)} p50 ${ms(p.p50)}, p99 ${ms(p.p99)}`);
    }
    console.log(
      `${timings.length} round trips by ${CLIENTS} clients in ${seconds.toFixed(1)} s = ${rate(timings.length / seconds)} round trips; ` +
        `Node CPU (app and clients) ${ms((cpu.user + cpu.system) / 1000 / all.length)} per round trip`,
    );
    const failed = all.filter((t) => t.error);
    if (failed.length)
      console.log(`FAILED: ${failed.length} of ${all.length} round trips, e.g. ${failed[0].error}`);
  } finally {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `clients` concurrent loops of `count` register + login + me round trips each. */
async function rounds(base, label, clients, count) {
  const timings = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; i < count; i++)
        timings.push(await roundTrip(base, `${label}${c}x${i}${Date.now().toString(36)}`));
    }),
  );
  return timings;
}

async function roundTrip(base, id) {
  const account = {
    username: `b_${id}`.slice(0, 20),
    email: `${id}@bench.example.com`,
    password: 'Passw0rdOk',
    confirmPassword: 'Passw0rdOk',
    firstName: 'Ada',
    lastName: 'Lovelace',
  };
  try {
    const t0 = performance.now();
    await send(base, 'POST', '/api/auth/register', account, null, 201);
    const t1 = performance.now();
    const login = { email: account.email, password: account.password };
    const cookie = await send(base, 'POST', '/api/auth/login', login, null, 200);
    const t2 = performance.now();
    await send(base, 'GET', '/api/auth/me', undefined, cookie, 200);
    const t3 = performance.now();
    return { register: t1 - t0, login: t2 - t1, me: t3 - t2, total: t3 - t0 };
  } catch (error) {
    return { error: String(error) }; // Counted and reported: a failure is a result too.
  }
}

/** One request; answers the session cookie it set. */
async function send(base, method, path, body, cookie, expected) {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status !== expected) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
