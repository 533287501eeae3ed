// Rebuild benchmark (issue 7: rebuild of all projections over 1,000,000 generated events, target
// >= 25,000 events/s, and peak memory).
//
//   npm run build:server && node bench/rebuild.mjs [--events=1000000] [--batch-size=5000] [--each] [--only=gamification,projects]
//
// Runs on BENCH_DATABASE_URL or DATABASE_URL when set, else on an embedded PostgreSQL started in a
// temporary directory; the benchmark database is created and dropped. It generates a realistic
// log (per user: sign-up with sealed personal fields, logins on several days, three projects with
// seven step saves and a completion each, usage counts, exports, idea views, feedback, model
// preferences), bulk-inserted straight into `events`, then runs the same rebuild as
// `npm run projections:rebuild` (all projections, one pass over the log), checks the read models
// and prints events/s and peak RSS. --each also rebuilds every projection alone, to show where the
// time goes; --only rebuilds just the projections named.
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import { dist, machine, pool, rate, runWhenMain } from './lib.mjs';

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const TOTAL = arg('events', Number(process.env.BENCH_REBUILD_EVENTS ?? 1_000_000));
const BATCH = arg('batch-size', 5000);
const EACH = process.argv.includes('--each');
const ONLY =
  process.argv
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',') ?? null;

const { PostgresEventStore } = dist('../backend/dist/eventstore/postgres/postgres-event-store.js');
const { PersonalDataVault } = dist('../backend/dist/shared/crypto/personal-data-vault.js');
const { encrypt, wrapKey } = dist('../backend/dist/shared/crypto/aes-gcm.js');
const { completeStepData } = dist('../backend/dist/projects/testing/step-data.fixtures.js');
const { createProjections } = dist('../projections/dist/index.js');
const { rebuildProjections } = dist('../projections/dist/runner/rebuild.js');
const { progressBar } = dist('../projections/dist/runner/rebuild-progress.js');

const MASTER_KEY = randomBytes(32);
const STEP_KEYS = Object.keys(completeStepData);
const DAY = 86_400_000;
const START = Date.UTC(2025, 0, 6, 14);

/** The events of one user, in order: [streamId, type, data, occurredAt][] and their subject key. */
function userEvents(u) {
  const userId = randomUUID();
  const key = randomBytes(32);
  const seal = (v) => encrypt(key, v);
  const t0 = START + (u % 200) * 3_600_000;
  const at = (ms) => new Date(t0 + ms).toISOString();
  const events = [];
  const push = (streamId, type, data, ms) => events.push([streamId, type, data, at(ms), userId]);
  push(
    `user-${userId}`,
    'identity.user-registered',
    {
      userId,
      username: seal(`user_${u}`),
      email: seal(`user${u}@example.com`),
      firstName: seal('Ada'),
      lastName: seal('Lovelace'),
      passwordHash: seal('$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA'),
      role: 'user',
      via: 'register',
    },
    0,
  );
  for (let d = 0; d < 10; d++)
    push(`user-${userId}`, 'identity.user-logged-in', { userId }, d * DAY + 60_000);
  for (let p = 0; p < 3; p++) {
    const projectId = randomUUID();
    const base = p * 3 * DAY + 120_000;
    push(
      `project-${projectId}`,
      'projects.project-created',
      { projectId, userId, title: `Project ${u}-${p}`, titleSource: 'user', duplicatedFrom: null },
      base,
    );
    for (let s = 1; s <= 7; s++) {
      const step = STEP_KEYS[s - 1];
      const changes = Object.entries(completeStepData[step] ?? {}).map(([field, value]) => ({
        step,
        field,
        value,
        source: { source: 'user' },
      }));
      push(
        `project-${projectId}`,
        'projects.wizard-step-saved',
        { projectId, currentStep: s + 1, previousStep: s, changes },
        base + s * 60_000,
      );
    }
    const period = at(base + DAY).slice(0, 7);
    push(
      `usage-${userId}-${period}`,
      'billing.usage-counted',
      {
        userId,
        period,
        counter: 'completions',
        n: 1,
        usedAfter: p + 1,
        limit: -1,
        countedAt: at(base + 500_000),
      },
      base + 500_000,
    );
    push(
      `project-${projectId}`,
      'projects.project-completed',
      {
        projectId,
        userId,
        period,
        completedThisMonth: p + 1,
        monthlyLimit: -1,
        via: 'save',
      },
      base + 500_000,
    );
    push(
      `exports-${userId}`,
      'exports.export-created',
      { exportId: randomUUID(), projectId, userId, exportType: 'business-plan' },
      base + 600_000,
    );
  }
  for (let i = 0; i < 5; i++) {
    const viewedAt = at(i * DAY + 90_000);
    push(
      `idea-views-${userId}`,
      'ideas.idea-viewed',
      {
        ideaId: `catalogue-${(u + i) % 40}`,
        userId,
        source: 'catalogue',
        featuredDate: viewedAt.slice(0, 10),
        viewedAt,
      },
      i * DAY + 90_000,
    );
  }
  const feedbackId = randomUUID();
  push(
    `feedback-${feedbackId}`,
    'feedback.feedback-submitted',
    {
      feedbackId,
      userId,
      type: 'general',
      title: 'Nice',
      description: 'A very useful product indeed.',
      rating: 5,
      page: null,
      submittedAt: at(700_000),
    },
    700_000,
  );
  push(
    `preferences-${userId}`,
    'api-keys.preferences-updated',
    {
      userId,
      useOwnApiKeys: u % 2 === 0,
      preferredTextModel: 'gpt-4o',
      preferredImageModel: 'dall-e-3',
    },
    800_000,
  );
  return { userId, key, events };
}

async function generate(url) {
  const p = pool(url, 4);
  const streamPositions = new Map();
  let pending = [];
  let written = 0;
  let users = 0;
  const started = performance.now();
  const flush = async () => {
    if (!pending.length) return;
    const rows = pending;
    pending = [];
    await p.query(
      `INSERT INTO events (event_id, stream_id, stream_position, event_type, data, metadata, recorded_at)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::bigint[], $4::text[], $5::jsonb[], $6::jsonb[], $7::timestamptz[])`,
      [0, 1, 2, 3, 4, 5, 6].map((i) => rows.map((r) => r[i])),
    );
    written += rows.length;
  };
  const keys = [];
  while (written + pending.length < TOTAL) {
    const { userId, key, events } = userEvents(users++);
    keys.push([userId, wrapKey(MASTER_KEY, key)]);
    for (const [streamId, type, data, occurredAt, actor] of events) {
      if (written + pending.length >= TOTAL) break;
      const position = (streamPositions.get(streamId) ?? 0) + 1;
      streamPositions.set(streamId, position);
      const metadata = {
        userId: actor,
        correlationId: randomUUID(),
        causationId: null,
        requestId: null,
        occurredAt,
      };
      pending.push([
        randomUUID(),
        streamId,
        position,
        type,
        JSON.stringify(data),
        JSON.stringify(metadata),
        occurredAt,
      ]);
      if (pending.length >= 5000) await flush();
    }
    if (keys.length >= 2000) await insertKeys(p, keys.splice(0));
  }
  await flush();
  await insertKeys(p, keys.splice(0));
  await p.query('ANALYZE events');
  await p.end();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `generated ${written.toLocaleString('en-US')} events for ${users.toLocaleString('en-US')} users in ${seconds.toFixed(1)} s (${rate(written / seconds)})`,
  );
  return { events: written, users };
}

async function insertKeys(p, keys) {
  if (!keys.length) return;
  await p.query(
    `INSERT INTO subject_keys (subject_id, wrapped_key) SELECT * FROM unnest($1::text[], $2::bytea[])`,
    [keys.map((k) => k[0]), keys.map((k) => k[1])],
  );
}

async function rebuild(url, names) {
  const p = pool(url, 6);
  const knex = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 4 } });
  const vault = new PersonalDataVault(p, MASTER_KEY);
  const all = createProjections({ vault });
  const projections = names ? all.filter((x) => names.includes(x.name)) : all;
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const cpu0 = process.cpuUsage();
  try {
    const report = await rebuildProjections({
      store: new PostgresEventStore(p),
      knex,
      pool: p,
      projections,
      batchSize: BATCH,
      onProgress: progressBar(process.stderr),
    });
    peak = Math.max(peak, process.memoryUsage().rss);
    const cpu = process.cpuUsage(cpu0);
    // Node's CPU per event: what the fold costs whatever else the machine runs.
    const nodeUsPerEvent = (cpu.user + cpu.system) / Math.max(1, report.events);
    return { report, peakMiB: peak / 2 ** 20, knex, nodeUsPerEvent };
  } finally {
    clearInterval(sampler);
    await p.end();
  }
}

/** One rebuild benchmark on a fresh migrated database (also `npm run bench rebuild`). */
export async function run({ url }) {
  console.log(
    `events: ${TOTAL.toLocaleString('en-US')}, batch ${BATCH} (--events=N or BENCH_REBUILD_EVENTS)`,
  );
  const { users } = await generate(url);
  const { report, peakMiB, knex, nodeUsPerEvent } = await rebuild(url, ONLY);
  const count = async (table) => Number((await knex(table).count('* as n'))[0].n);
  const checks = {
    rm_users: await count('rm_users'),
    rm_gamification: await count('rm_gamification'),
    rm_projects: await count('rm_projects'),
  };
  await knex.destroy();
  console.log(
    `all projections (${report.projections.join(', ')}): ${report.events.toLocaleString('en-US')} events in ${report.seconds.toFixed(1)} s = ` +
      `${rate(report.eventsPerSecond)}, peak RSS ${peakMiB.toFixed(0)} MiB ` +
      `(target >= 25,000/s: ${report.eventsPerSecond >= 25_000 ? 'met' : 'MISSED'}; load average at end ${loadavg()[0].toFixed(1)}); ` +
      `Node CPU ${nodeUsPerEvent.toFixed(1)} µs per event (${rate(1e6 / nodeUsPerEvent)} on one free core)`,
  );
  console.log(
    `read models: ${Object.entries(checks)
      .map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`)
      .join(', ')} (users generated: ${users.toLocaleString('en-US')})`,
  );
  if (!ONLY && (checks.rm_users !== users || checks.rm_gamification !== users))
    throw new Error('the rebuilt read models do not hold every user');
  if (EACH) {
    for (const name of report.projections) {
      const one = await rebuild(url, [name]);
      await one.knex.destroy();
      console.log(
        `  ${name.padEnd(14)} ${one.report.events.toLocaleString('en-US').padStart(10)} events in ${one.report.seconds.toFixed(1).padStart(6)} s = ${rate(one.report.eventsPerSecond)}`,
      );
    }
  }
}

// `node bench/rebuild.mjs`: its own database (embedded PostgreSQL unless one is configured).
await runWhenMain(import.meta.url, 'rebuild', run);
