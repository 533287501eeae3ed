// The database-fault part of the issue 17 attack, against the built server (npm run build:server)
// on an embedded PostgreSQL of its own: 10 accounts each send a read, a write and a session check
// (30 requests at once) while PostgreSQL is healthy, paused (SIGSTOP of the postmaster and its
// children), resumed, killed (SIGKILL of the postmaster) and restarted by the app's supervisor.
// Prints the answers by status, the slowest, and the time to serve again. Usage: node scripts/database-faults.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, chmodSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
const root = process.cwd();
const parent = mkdtempSync('/tmp/bb-faults-load-');
chmodSync(parent, 0o755);
const dataDir = join(parent, 'data');
const port = 41000 + Math.floor(Math.random() * 1000);
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
};
delete env.DATABASE_URL;
const child = spawn(join(root, 'scripts/start-server.sh'), [], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let out = '';
child.stdout.on('data', (d) => (out += d));
child.stderr.on('data', (d) => (out += d));
while (!/is running at/.test(out)) {
  await new Promise((r) => setTimeout(r, 200));
  if (child.exitCode !== null) {
    console.log(out);
    process.exit(1);
  }
}
const base = `http://127.0.0.1:${port}`;
async function call(cookie, method, path, body) {
  const t = Date.now();
  try {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        Origin: base,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(60000),
    });
    await res.text();
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      ms: Date.now() - t,
      cookie: res.headers.get('set-cookie')?.split(';')[0],
    };
  } catch (e) {
    return { status: 'hung/failed', ms: Date.now() - t };
  }
}
const users = [];
for (let i = 0; i < 10; i++) {
  const id = `${Date.now().toString(36)}${i}`;
  const r = await call(null, 'POST', '/api/auth/register', {
    username: `f${id}`.slice(0, 20),
    email: `f${id}@example.com`,
    password: 'Passw0rdOk',
    confirmPassword: 'Passw0rdOk',
    firstName: 'A',
    lastName: 'B',
  });
  users.push(r.cookie);
}
const pmPid = () => Number(readFileSync(join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0]);
const tree = (pm) => [
  pm,
  ...readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .filter((e) => {
      try {
        return Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${e}/status`, 'utf8'))?.[1]) === pm;
      } catch {
        return false;
      }
    })
    .map(Number),
];
async function burst(label) {
  const calls = users.flatMap((c, i) => [
    call(c, 'GET', '/api/projects'),
    call(c, 'POST', '/api/projects', { title: `${label} ${i}` }),
    call(c, 'GET', '/api/auth/me'),
  ]);
  const res = await Promise.all(calls);
  const by = {};
  for (const r of res) by[r.status] = (by[r.status] ?? 0) + 1;
  const retry = res.filter((r) => r.status === 503).every((r) => r.retryAfter);
  console.log(
    label,
    JSON.stringify(by),
    'slowest',
    Math.max(...res.map((r) => r.ms)),
    'ms',
    '503s with Retry-After:',
    retry,
  );
}
await burst('healthy');
const paused = tree(pmPid());
for (const p of paused) process.kill(p, 'SIGSTOP');
await burst('paused');
await burst('paused again');
for (const p of paused) process.kill(p, 'SIGCONT');
let t0 = Date.now();
while ((await call(users[0], 'GET', '/api/projects')).status !== 200)
  await new Promise((r) => setTimeout(r, 100));
console.log('serving again', Date.now() - t0, 'ms after SIGCONT');
await burst('resumed');
const killed = pmPid();
process.kill(killed, 'SIGKILL');
t0 = Date.now();
await burst('killed');
while ((await call(null, 'GET', '/api/health/ready')).status !== 200)
  await new Promise((r) => setTimeout(r, 100));
console.log('ready again', Date.now() - t0, 'ms after SIGKILL; new postmaster', pmPid(), '!=', killed);
await burst('restarted');
console.log(
  out
    .split('\n')
    .filter((l) => /PostgreSQL/.test(l))
    .join('\n'),
);
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
