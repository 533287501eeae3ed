// Projects (issue 3): step save (PATCH /api/projects/{id}, read-your-writes included) at 50
// concurrent users, beside the raw single-row INSERT baseline of the foundation benchmark (16
// writers) from the same run; and the dashboard list (GET /api/projects) of a user with 500
// projects.
//
//   npm run build:server && node bench/projects.mjs      (or `npm run bench projects`)
//   BENCH_SAVE_SECONDS=15 BENCH_LIST_PROJECTS=500 BENCH_LIST_RUNS=200
//
// The built server (scripts/start-server.sh, as `npm start` runs it) runs as its own process on a
// fresh database; the clients are this process, each with its own session cookie. Targets:
// PATCH p99 under 50 ms and throughput at least 40% of the raw baseline; list p50 under 20 ms.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startServer } from './exports.mjs';
import {
  cpuMeter,
  dist,
  metadata,
  ms,
  payload,
  percentiles,
  pool,
  rate,
  runWhenMain,
  timed,
} from './lib.mjs';

const USERS = Number(process.env.BENCH_SAVE_USERS ?? 50);
const SAVE_SECONDS = Number(process.env.BENCH_SAVE_SECONDS ?? 15);
const LIST_PROJECTS = Number(process.env.BENCH_LIST_PROJECTS ?? 500);
const LIST_RUNS = Number(process.env.BENCH_LIST_RUNS ?? 200);
const RAW_WRITERS = 16;

const { step1 } = dist('../backend/dist/projects/testing/step-data.fixtures.js');
const { fullProject } = dist('../backend/dist/exports/fixtures/full-project.js');

/** A client with its own session: call(method, path, body) answers the parsed JSON. */
function client(base) {
  let cookie = '';
  return async (method, path, body) => {
    const res = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie?.() ?? [];
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
}

async function signedUp(base, label, tier) {
  const call = client(base);
  const id = `${label}${randomUUID().slice(0, 8)}`;
  await call('POST', '/api/auth/register', {
    username: `b_${id}`.slice(0, 20),
    email: `${id}@bench.example.com`,
    password: 'Passw0rdOk',
    confirmPassword: 'Passw0rdOk',
    firstName: 'Bench',
    lastName: 'Mark',
  });
  if (tier) await call('POST', '/api/create-subscription', { tier });
  return call;
}

/** The raw baseline of bench/append.mjs: single-row INSERTs by 16 writers into a plain table. */
async function rawInserts(url, seconds) {
  const db = pool(url, RAW_WRITERS + 1);
  await db.query(`
    CREATE TABLE IF NOT EXISTS raw_events (
      global_position bigserial PRIMARY KEY,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      event_id uuid NOT NULL UNIQUE,
      stream_id text NOT NULL,
      stream_position bigint NOT NULL,
      event_type text NOT NULL,
      schema_version int NOT NULL DEFAULT 1,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (stream_id, stream_position)
    );
    CREATE INDEX IF NOT EXISTS raw_events_tx ON raw_events (transaction_id, global_position);
    CREATE INDEX IF NOT EXISTS raw_events_type ON raw_events (event_type);`);
  const positions = new Map();
  const insert = async (w) => {
    const n = (positions.get(w) ?? 0) + 1;
    positions.set(w, n);
    await db.query(
      `INSERT INTO raw_events (event_id, stream_id, stream_position, event_type, schema_version, data, metadata)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        randomUUID(),
        `raw-${w}-${randomUUID()}`,
        n,
        'bench.step-saved',
        1,
        JSON.stringify(payload(n)),
        JSON.stringify(metadata()),
      ],
    );
  };
  try {
    await timed(RAW_WRITERS, 500, insert);
    return await timed(RAW_WRITERS, seconds * 1000, insert);
  } finally {
    await db.end();
  }
}

/** CPU time the process has used (user + system), in ms. */
function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function stepSaves(base, pid, url) {
  const users = [];
  for (let i = 0; i < USERS; i += 10) {
    users.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, USERS - i) }, async () => {
          const call = await signedUp(base, 'save');
          const project = await call('POST', '/api/projects', { title: 'Step save bench' });
          return { call, id: project.id };
        }),
      )),
    );
  }
  let stale = 0;
  const save = async (w, i) => {
    const { call, id } = users[w];
    const interests = `DIY and woodworking, save ${i}`;
    const answer = await call('PATCH', `/api/projects/${id}`, {
      stepData: { ideaGeneration: { ...step1.ideaGeneration, interests } },
    });
    // Read-your-writes: the answer is read from the read model after the save.
    if (answer.stepData?.ideaGeneration?.interests !== interests) stale += 1;
  };
  await timed(USERS, 2000, save); // warm-up
  const probe = pool(url, 1);
  const meter = await cpuMeter(probe);
  const cpu0 = cpuMsOf(pid);
  const result = await timed(USERS, SAVE_SECONDS * 1000, save);
  const serverMs = cpuMsOf(pid) - cpu0;
  const { serverMs: postgresMs } = await meter.stop();
  await probe.end();
  return {
    ...result,
    stale,
    serverCpu: serverMs / result.ops,
    postgresCpu: postgresMs === null ? null : postgresMs / result.ops,
  };
}

async function dashboardList(base, pid) {
  const call = await signedUp(base, 'list', 'enterprise');
  const started = performance.now();
  for (let i = 0; i < LIST_PROJECTS; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, LIST_PROJECTS - i) }, (_, k) =>
        // Half of them filled through step 7 (the list's summary has something to show).
        (i + k) % 2
          ? call('POST', '/api/projects', { title: `Project ${i + k}` })
          : call('POST', '/api/projects', {
              title: `${fullProject.title} ${i + k}`,
              currentStep: 7,
              stepData: fullProject.stepData,
            }),
      ),
    );
  }
  const seeded = (performance.now() - started) / 1000;
  const first = await call('GET', '/api/projects');
  if (first.length !== LIST_PROJECTS)
    throw new Error(`listed ${first.length} projects, expected ${LIST_PROJECTS}`);
  const bytes = JSON.stringify(first).length;
  for (let i = 0; i < 20; i++) await call('GET', '/api/projects'); // warm-up
  const runs = {};
  for (const sort of ['updated', 'az']) {
    const times = [];
    const cpu0 = cpuMsOf(pid);
    for (let i = 0; i < LIST_RUNS; i++) {
      const t = performance.now();
      await call('GET', `/api/projects?sort=${sort}`);
      times.push(performance.now() - t);
    }
    runs[sort] = { ...percentiles(times), serverCpu: (cpuMsOf(pid) - cpu0) / LIST_RUNS };
  }
  return { seeded, bytes, runs };
}

export async function run({ url }) {
  const server = await startServer(url);
  try {
    console.log(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}`,
    );
    const saves = await stepSaves(server.base, server.pid, url);
    const raw = await rawInserts(url, SAVE_SECONDS);
    const ratio = saves.perSecond / raw.perSecond;
    console.log(
      `PATCH step save, ${USERS} users: ${rate(saves.perSecond)} saves, p50 ${ms(saves.p50)}, p99 ${ms(saves.p99)}, max ${ms(saves.max)} ` +
        `(${saves.ops} saves, ${saves.stale} answers without the write); CPU per save: server ${ms(saves.serverCpu)}, ` +
        `PostgreSQL ${saves.postgresCpu === null ? '?' : ms(saves.postgresCpu)}`,
    );
    console.log(
      `raw INSERT, ${RAW_WRITERS} writers (same run): ${rate(raw.perSecond)}, p50 ${ms(raw.p50)}, p99 ${ms(raw.p99)}`,
    );
    console.log(
      `step save throughput ${(ratio * 100).toFixed(0)}% of raw (target >= 40%: ${ratio >= 0.4 ? 'met' : 'MISSED'}); ` +
        `p99 target < 50 ms: ${saves.p99 < 50 ? 'met' : 'MISSED'}`,
    );
    const list = await dashboardList(server.base, server.pid);
    console.log(
      `dashboard list, ${LIST_PROJECTS} projects (seeded in ${list.seeded.toFixed(1)} s, ${(list.bytes / 1024).toFixed(0)} KiB JSON): ` +
        Object.entries(list.runs)
          .map(
            ([sort, p]) =>
              `sort=${sort} p50 ${ms(p.p50)}, p99 ${ms(p.p99)}, server CPU ${ms(p.serverCpu)} each`,
          )
          .join('; ') +
        ` (target p50 < 20 ms: ${list.runs.updated.p50 < 20 ? 'met' : 'MISSED'})`,
    );
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}`,
    );
    return { saves, raw, list };
  } finally {
    await server.stop();
  }
}

// `node bench/projects.mjs`: its own database (embedded PostgreSQL unless one is configured).
await runWhenMain(import.meta.url, 'projects', run);
