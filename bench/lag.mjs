// Projection lag (issue 7: p99 of projection lag while 200 step saves per second are applied,
// target under 100 ms).
//
//   npm run build:server && node bench/lag.mjs          (or `npm run bench lag`)
//   BENCH_LAG_RATE=200 BENCH_LAG_SECONDS=20 BENCH_LAG_PROJECTS=200
//
// The app's own projection runner (every projection, as the backend runs them in process) follows
// a fresh database while this process appends wizard step saves to the event store at a fixed rate
// (open loop: a save starts every 1/rate s whether or not the earlier ones are done). The lag of a
// save is the time from its append returning (committed) to the runner having applied its
// position in every projection: what a caller's read-your-writes wait costs. Seeded first: users
// (registered, sealed fields) with a project each, so every projection has rows to update.
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import knexFactory from 'knex';
import { dist, ms, percentiles, pool, runWhenMain } from './lib.mjs';

const RATE = Number(process.env.BENCH_LAG_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_LAG_SECONDS ?? 20);
const PROJECTS = Number(process.env.BENCH_LAG_PROJECTS ?? 200);
const TARGET_MS = 100;

const { PostgresEventStore } = dist('../backend/dist/eventstore/postgres/postgres-event-store.js');
const { PersonalDataVault } = dist('../backend/dist/shared/crypto/personal-data-vault.js');
const { completeStepData } = dist('../backend/dist/projects/testing/step-data.fixtures.js');
const { createProjections, ProjectionRunner } = dist('../projections/dist/index.js');

const STEP_KEYS = Object.keys(completeStepData);

function meta(userId) {
  return {
    userId,
    correlationId: randomUUID(),
    causationId: null,
    requestId: randomUUID(),
    occurredAt: new Date().toISOString(),
  };
}

/** Users, each registered with sealed fields and owning one project (a command's own events). */
async function seed(store, vault) {
  const projects = [];
  for (let i = 0; i < PROJECTS; i++) {
    const userId = randomUUID();
    const projectId = randomUUID();
    const seal = (v) => vault.seal(userId, v);
    await store.append(
      [
        {
          streamId: `user-${userId}`,
          expectedVersion: 'no_stream',
          events: [
            {
              type: 'identity.user-registered',
              data: {
                userId,
                username: await seal(`lag_${i}`),
                email: await seal(`lag${i}@example.com`),
                firstName: await seal('Ada'),
                lastName: await seal('Lovelace'),
                passwordHash: await seal('$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'),
                role: 'user',
                via: 'register',
              },
            },
          ],
        },
      ],
      { metadata: meta(userId) },
    );
    await store.append(
      [
        {
          streamId: `project-${projectId}`,
          expectedVersion: 'no_stream',
          events: [
            {
              type: 'projects.project-created',
              data: { projectId, userId, title: `Lag ${i}`, titleSource: 'user', duplicatedFrom: null },
            },
          ],
        },
      ],
      { metadata: meta(userId) },
    );
    projects.push({ userId, projectId, saves: 0 });
  }
  return projects;
}

/** One step save: the wizard's event, with the step's fields and their sources. */
function stepSaved(project) {
  const n = project.saves++;
  const s = (n % 7) + 1;
  const step = STEP_KEYS[s - 1];
  const changes = Object.entries(completeStepData[step] ?? {}).map(([field, value]) => ({
    step,
    field,
    value,
    source: { source: 'user' },
  }));
  return {
    type: 'projects.wizard-step-saved',
    data: { projectId: project.projectId, currentStep: s + 1, previousStep: s, changes },
  };
}

export async function run({ url }) {
  const db = pool(url, 12);
  const knex = knexFactory({ client: 'pg', connection: url, pool: { min: 1, max: 4 } });
  const store = new PostgresEventStore(db);
  const vault = new PersonalDataVault(db, randomBytes(32));
  const runner = new ProjectionRunner(store, knex, db, createProjections({ vault }));
  await runner.start();
  try {
    const projects = await seed(store, vault);
    const head = await store.headPosition();
    if (!(await runner.waitFor(head, 60_000)))
      throw new Error('the projections did not catch up with the seed');
    console.log(
      `seeded ${PROJECTS} users with a project each; ${RATE} step saves/s for ${SECONDS} s (load average ${loadavg()[0].toFixed(1)})`,
    );

    const lags = [];
    const appends = [];
    let failed = 0;
    let late = 0;
    const inFlight = new Set();
    const started = performance.now();
    const cpu0 = process.cpuUsage();
    const total = RATE * SECONDS;
    for (let i = 0; i < total; i++) {
      // Open loop: the i-th save starts at i/RATE s, however the earlier ones are doing.
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      else if (wait < -50) late += 1;
      const project = projects[i % projects.length];
      const save = (async () => {
        const t0 = performance.now();
        const { position } = await store.append(
          [
            {
              streamId: `project-${project.projectId}`,
              expectedVersion: 'any',
              events: [stepSaved(project)],
            },
          ],
          { metadata: meta(project.userId) },
        );
        const committed = performance.now();
        appends.push(committed - t0);
        if (!(await runner.waitFor(position, 10_000))) throw new Error('not applied within 10 s');
        lags.push(performance.now() - committed);
      })().catch(() => (failed += 1));
      inFlight.add(save);
      save.finally(() => inFlight.delete(save));
    }
    await Promise.all(inFlight);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const lag = percentiles(lags);
    const sorted = [...lags].sort((a, b) => a - b);
    lag.p90 = sorted[Math.floor(sorted.length * 0.9)] ?? NaN;
    lag.p95 = sorted[Math.floor(sorted.length * 0.95)] ?? NaN;
    const append = percentiles(appends);
    console.log(
      `${lags.length} saves in ${seconds.toFixed(1)} s = ${(lags.length / seconds).toFixed(0)}/s` +
        `${late ? ` (${late} started over 50 ms late: this process could not keep the pace)` : ''}` +
        `${failed ? `; FAILED ${failed}` : ''}`,
    );
    console.log(`append (commit):  p50 ${ms(append.p50)}, p99 ${ms(append.p99)}, max ${ms(append.max)}`);
    console.log(
      `projection lag:   p50 ${ms(lag.p50)}, p90 ${ms(lag.p90)}, p95 ${ms(lag.p95)}, p99 ${ms(lag.p99)}, max ${ms(lag.max)} ` +
        `(target p99 < ${TARGET_MS} ms: ${lag.p99 < TARGET_MS ? 'met' : 'MISSED'})`,
    );
    console.log(
      `Node CPU (appends and every projection) ${((cpu.user + cpu.system) / 1000 / seconds / 10) | 0}% of one core; load average at end ${loadavg()[0].toFixed(1)}`,
    );
    return { lag, append, failed };
  } finally {
    await runner.stop();
    await knex.destroy();
    await db.end();
  }
}

// `node bench/lag.mjs`: its own database (embedded PostgreSQL unless one is configured).
await runWhenMain(import.meta.url, 'lag', run);
