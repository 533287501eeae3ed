// Step save beside its peers (issue 19): the same save (PATCH /api/projects/{id} of step 2's
// fields by a signed-in user, the answer showing the saved state) served by three servers on the
// same PostgreSQL in the same run, each on a fresh database of its own, in alternating rounds
// (ours, emmett, floor, ours, ...):
//   ours    the built server as `npm start` runs it (scripts/start-server.sh)
//   emmett  bench/peers/emmett/server.mjs: Emmett 0.42 + Express, inline Pongo projection
//   floor   bench/peers/floor/server.mjs: bare node:http + pg, two round trips per save
// Two loads: BENCH_PEERS_USERS (50) users saving back to back (throughput, p50/p99), and
// BENCH_PEERS_PACED_USERS (200) users each saving once every BENCH_PEERS_PACE_MS (1000) ms (p99).
// Every round saves fresh projects (a stream's length is the same for all three).
// BENCH_PEERS_PACED_SECONDS=0 leaves the paced load out.
//
//   npm run bench save-peers
//   BENCH_PEERS_ROUNDS=3 BENCH_PEERS_SECONDS=10 BENCH_PEERS_PACED_SECONDS=15 npm run bench save-peers
//   BENCH_PEERS_SERVERS=ours-lean,emmett,floor   ours with the wizard's own save since issue 19 item 2:
//     only the changed field and the expected version, `Prefer: return=minimal`, answered
//     {version, title, completion, sources} (the write shown by the version moving on)
//
// Targets (issue 19): ours >= 2x emmett and >= 50% of floor back to back; p99 < 50 ms paced.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { startServer } from './exports.mjs';
import {
  client,
  cpuMsOf,
  databaseCpuMs,
  dist,
  ms,
  percentiles,
  rate,
  runWhenMain,
  withDatabase,
} from './lib.mjs';
import { startProcess } from './peers/start.mjs';

const ROUNDS = Number(process.env.BENCH_PEERS_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_PEERS_SECONDS ?? 10);
const PACED_SECONDS = Number(process.env.BENCH_PEERS_PACED_SECONDS ?? 15);
const USERS = Number(process.env.BENCH_PEERS_USERS ?? 50);
const PACED_USERS = Number(process.env.BENCH_PEERS_PACED_USERS ?? 200);
const PACE_MS = Number(process.env.BENCH_PEERS_PACE_MS ?? 1000);
const SERVERS = (process.env.BENCH_PEERS_SERVERS ?? 'ours,emmett,floor').split(',');

const { step1, step2 } = dist('../backend/dist/projects/testing/step-data.fixtures.js');

const starters = {
  ours: (url) => startServer(url),
  'ours-lean': (url) => startServer(url),
  emmett: (url) => startProcess(['bench/peers/emmett/server.mjs'], url),
  floor: (url) => startProcess(['bench/peers/floor/server.mjs'], url),
};

/** The app itself (a free plan has 2 active projects): the previous round's project is deleted. */
const withPlanLimits = new Set(['ours', 'ours-lean']);
/** Servers saved to with the lean request (the others get the full PATCH). */
const lean = new Set(['ours-lean']);

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

async function signedUp(base) {
  const call = client(base);
  const id = randomUUID().slice(0, 8);
  await call('POST', '/api/auth/register', {
    username: `p_${id}`,
    email: `${id}@peers.example.com`,
    password: 'Passw0rdOk',
    confirmPassword: 'Passw0rdOk',
    firstName: 'Bench',
    lastName: 'Peer',
  });
  return { call, projectId: null };
}

async function inBatches(items, size, fn) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

/** A fresh project at step 2 for each user (ours: the previous one deleted, for the plan's slots). */
async function freshProjects(name, users) {
  await inBatches(users, 10, async (user) => {
    if (user.projectId && withPlanLimits.has(name))
      await user.call('DELETE', `/api/projects/${user.projectId}`);
    const project = await user.call('POST', '/api/projects', {
      title: 'Peers bench',
      currentStep: 2,
      stepData: step1,
    });
    user.projectId = project.id;
    user.version = lean.has(name) ? project.version : undefined;
  });
}

/**
 * One save; counts answers that do not show the write. The request is today's contract
 * (backend/src/contracts/projects.ts). An answer without stepData (a lean answer of
 * `{version, ...}`) shows the write when its version is past the last one this user was answered.
 */
function saver(users, tally, leanSave) {
  // Every save sends a value not sent before (the warm-up's loop counter starts again at 0 in the
  // measured load): a save of the value already stored appends nothing and would not show a write.
  let sequence = 0;
  return async (w) => {
    const user = users[w];
    sequence += 1;
    const missionStatement = `Make every tool available to every neighbour (${w}.${sequence}).`;
    const answer = leanSave
      ? await user.call(
          'PATCH',
          `/api/projects/${user.projectId}`,
          { expectedVersion: user.version, fields: { businessDefinition: { missionStatement } } },
          { Prefer: 'return=minimal' },
        )
      : await user.call('PATCH', `/api/projects/${user.projectId}`, {
          currentStep: 2,
          stepData: { businessDefinition: { ...step2.businessDefinition, missionStatement } },
        });
    const shown =
      answer?.stepData !== undefined
        ? answer.stepData?.businessDefinition?.missionStatement === missionStatement
        : typeof answer?.version === 'number' && answer.version > (user.version ?? 0);
    if (typeof answer?.version === 'number') user.version = answer.version;
    if (!shown) tally.stale += 1;
  };
}

/** `workers` loops saving back to back for `seconds`, or each once per `paceMs` when given. */
async function load(workers, seconds, save, paceMs = 0) {
  const latencies = [];
  let errors = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      if (paceMs) await new Promise((r) => setTimeout(r, Math.random() * paceMs));
      for (let i = 0; performance.now() < end; i++) {
        const t = performance.now();
        try {
          await save(w, i);
        } catch (error) {
          errors += 1;
          if (errors <= 3) console.error(String(error).slice(0, 300));
        }
        const took = performance.now() - t;
        latencies.push(took);
        if (paceMs) await new Promise((r) => setTimeout(r, Math.max(0, paceMs - took)));
      }
    }),
  );
  return { latencies, errors, seconds: (performance.now() - start) / 1000 };
}

async function measure(server, users, workers, seconds, paceMs) {
  const tally = { stale: 0 };
  const save = saver(users, tally, lean.has(server.name));
  await freshProjects(server.name, users.slice(0, workers));
  await load(workers, 2, save, paceMs ? 0 : 0); // warm-up, back to back
  const cpu0 = cpuMsOf(server.pid);
  const db0 = databaseCpuMs(server.database);
  const client0 = process.cpuUsage();
  const result = await load(workers, seconds, save, paceMs);
  const cpuMs = cpuMsOf(server.pid) - cpu0;
  const dbCpuMs = databaseCpuMs(server.database) - db0;
  const { user, system } = process.cpuUsage(client0);
  return { ...result, stale: tally.stale, cpuMs, dbCpuMs, clientCpuMs: (user + system) / 1000 };
}

function summary(runs) {
  const latencies = runs.flatMap((r) => r.latencies);
  const seconds = runs.reduce((a, r) => a + r.seconds, 0);
  return {
    saves: latencies.length,
    perSecond: latencies.length / seconds,
    ...percentiles(latencies),
    errors: runs.reduce((a, r) => a + r.errors, 0),
    stale: runs.reduce((a, r) => a + r.stale, 0),
    cpuPerSave: runs.reduce((a, r) => a + r.cpuMs, 0) / Math.max(1, latencies.length),
    dbCpuPerSave: runs.reduce((a, r) => a + r.dbCpuMs, 0) / Math.max(1, latencies.length),
    clientCpuPerSave: runs.reduce((a, r) => a + r.clientCpuMs, 0) / Math.max(1, latencies.length),
  };
}

const line = (name, s) =>
  `  ${name.padEnd(7)} ${rate(s.perSecond).padStart(8)}  p50 ${ms(s.p50).padStart(10)}  p99 ${ms(s.p99).padStart(10)}  ` +
  `max ${ms(s.max).padStart(10)}  CPU/save: server ${ms(s.cpuPerSave)}, PostgreSQL ${ms(s.dbCpuPerSave)}, ` +
  `load client ${ms(s.clientCpuPerSave)}  (${s.saves} saves, ${s.errors} errors, ${s.stale} answers without the write)`;

async function withServers(url, fn) {
  const serverUrl = new URL(url);
  serverUrl.pathname = '/postgres';
  const started = [];
  const open = async (names) => {
    if (names.length === 0) return fn(started);
    const [name, ...rest] = names;
    // A fresh migrated database for each server; the first one is the database run.mjs gave us.
    const start = async (dbUrl) => {
      const server = { name, database: new URL(dbUrl).pathname.slice(1), ...(await starters[name](dbUrl)) };
      started.push(server);
      try {
        return await open(rest);
      } finally {
        await server.stop();
      }
    };
    return started.length === 0 ? start(url) : withDatabase(serverUrl.toString(), ({ url: u }) => start(u));
  };
  return open(SERVERS);
}

export async function run({ url }) {
  for (const name of SERVERS) if (!starters[name]) throw new Error(`unknown server ${name}`);
  return withServers(url, async (servers) => {
    console.log(`servers: ${servers.map((s) => `${s.name} (pid ${s.pid})`).join(', ')}`);
    console.log(`uptime at start: ${uptime()}`);
    const users = {};
    for (const server of servers) {
      users[server.name] = [];
      await inBatches(Array.from({ length: Math.max(USERS, PACED_USERS) }), 10, async () => {
        users[server.name].push(await signedUp(server.base));
      });
    }
    const back = Object.fromEntries(servers.map((s) => [s.name, []]));
    const paced = Object.fromEntries(servers.map((s) => [s.name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const server of servers) {
        back[server.name].push(await measure(server, users[server.name], USERS, SECONDS, 0));
        const r = back[server.name].at(-1);
        console.log(
          `round ${round} back to back, ${server.name}: ${rate(r.latencies.length / r.seconds)}, ` +
            `p99 ${ms(percentiles(r.latencies).p99)}, CPU/save: server ${ms(r.cpuMs / Math.max(1, r.latencies.length))}, ` +
            `PostgreSQL ${ms(r.dbCpuMs / Math.max(1, r.latencies.length))}`,
        );
      }
      for (const server of PACED_SECONDS > 0 ? servers : []) {
        paced[server.name].push(
          await measure(server, users[server.name], PACED_USERS, PACED_SECONDS, PACE_MS),
        );
        const r = paced[server.name].at(-1);
        console.log(`round ${round} paced, ${server.name}: p99 ${ms(percentiles(r.latencies).p99)}`);
      }
      console.log(`uptime after round ${round}: ${uptime()}`);
    }
    const results = {
      back: Object.fromEntries(Object.entries(back).map(([k, v]) => [k, summary(v)])),
      paced: Object.fromEntries(
        Object.entries(paced)
          .filter(([, v]) => v.length > 0)
          .map(([k, v]) => [k, summary(v)]),
      ),
    };
    console.log(`\n${USERS} users saving back to back (${ROUNDS} rounds of ${SECONDS} s each):`);
    for (const [name, s] of Object.entries(results.back)) console.log(line(name, s));
    if (Object.keys(results.paced).length > 0) {
      console.log(
        `${PACED_USERS} users each saving once every ${PACE_MS} ms (${ROUNDS} rounds of ${PACED_SECONDS} s each):`,
      );
      for (const [name, s] of Object.entries(results.paced)) console.log(line(name, s));
    }
    // The wizard saves leanly since issue 19 item 2: that is ours when it ran.
    const us = results.back['ours-lean'] ? 'ours-lean' : 'ours';
    const ours = results.back[us];
    for (const other of Object.keys(results.back).filter((n) => n !== us)) {
      const ratio = ours.perSecond / results.back[other].perSecond;
      const perRound = back[us].map(
        (r, i) => r.latencies.length / r.seconds / (back[other][i].latencies.length / back[other][i].seconds),
      );
      const target = other === 'emmett' ? ' (target >= 2.00)' : other === 'floor' ? ' (target >= 0.50)' : '';
      console.log(
        `${us}/${other}: ${ratio.toFixed(2)}${target}; per round ${perRound.map((x) => x.toFixed(2)).join(', ')}; ` +
          `server CPU per save ${(ours.cpuPerSave / results.back[other].cpuPerSave).toFixed(2)}x`,
      );
    }
    if (results.paced[us])
      console.log(
        `${us} paced p99 ${ms(results.paced[us].p99)} (target < 50 ms: ${results.paced[us].p99 < 50 ? 'met' : 'MISSED'})`,
      );
    console.log(`uptime at end: ${uptime()}`);
    return results;
  });
}

await runWhenMain(import.meta.url, 'save-peers', run);
