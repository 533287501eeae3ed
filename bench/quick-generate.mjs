// Quick Generate (issue 3): "Offline Quick Generate of a complete project: server time (target under
// 200 ms)". POST /api/generate/quick-project with the offline generator (the default: no
// OPENAI_API_KEY is passed to the server), answered with stepData for steps 1 to 7.
//
//   npm run build:server && node bench/quick-generate.mjs      (or `npm run bench quick-generate`)
//   BENCH_QUICK_RUNS=50 BENCH_QUICK_WARMUP=5
//
// The built server (`node backend/dist/main.js`) runs as its own process on a fresh database, as
// `npm start` runs it; the client is this process, on loopback. One pro user (Quick Generate is a
// feature of starter, pro and enterprise; it has no monthly quota, so one user may make every call)
// with one project sends the calls one after the other. Half of them carry an idea object as the
// wizard sends it (one of the 3 ideas of POST /api/generate/ideas, asked for beforehand and not
// timed, with the budget), half an idea as text, which the generator first expands into an idea.
// Every call has its own idea and seed: the server caches nothing, and the same seed and idea would
// give the same project. Each answer is checked to be a complete project (steps 1 to 7 present and
// done by the wizard's rules); the benchmark fails otherwise.
//
// Server time is the client's wall clock per call on loopback (p50, p99, max); the server's CPU per
// call is its process's utime+stime (/proc/<pid>/stat) over the timed calls. The target is read on
// p50; p99 is printed beside it.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { startServer } from './exports.mjs';
import { client, cpuMsOf, dist, ms, percentiles, runWhenMain } from './lib.mjs';

const RUNS = Number(process.env.BENCH_QUICK_RUNS ?? 50);
const WARMUP = Number(process.env.BENCH_QUICK_WARMUP ?? 5);
const TARGET_MS = 200;

const { quickProjectResponseSchema } = dist('../backend/dist/contracts/generation.js');
const { stepKeys } = dist('../backend/dist/contracts/step-data.js');
const { industries, budgets } = dist('../backend/dist/contracts/options.js');
const { stepsDone, firstBrokenStepBefore } = dist('../backend/dist/projects/domain/step-rules.js');

/** Ideas as a user types them: the text form of the call. */
const TEXT_IDEAS = [
  'A neighbourhood tool library',
  'Mobile dog grooming van booked by app',
  'Meal-prep subscription for night-shift nurses',
  'Online tutoring marketplace for retired engineers',
  'Bookkeeping assistant for freelance photographers',
  'Subscription box of refurbished board games',
  'Carbon footprint tracker for small restaurants',
  'Language exchange meetups for newcomers to a city',
  'Repair cafe scheduling and parts inventory',
  'Wedding planner for budget-conscious couples',
  'Indoor plant care reminders with a local nursery',
  'Co-working space finder for parents with toddlers',
];

/** What the wizard's step 1 asks: the inputs of POST /api/generate/ideas. */
const PROFILES = [
  { interests: 'Technology', skills: 'AI' },
  { interests: 'Cooking and nutrition', skills: 'Nursing, scheduling' },
  { interests: 'DIY and woodworking', skills: 'Carpentry, teaching' },
  { interests: 'Personal finance', skills: 'Accounting, spreadsheets' },
  { interests: 'Fitness and outdoor sports', skills: 'Coaching, video editing' },
  { interests: 'Music and live events', skills: 'Marketing, social media' },
];

/** Throws unless `answer` is a complete project: steps 1 to 7 under both keys, valid and done. */
function assertComplete(answer, label) {
  const fail = (why) => {
    throw new Error(`quick-project (${label}) did not answer a complete project: ${why}`);
  };
  const stepData = answer?.stepData;
  if (!stepData) fail('no stepData');
  for (const [i, key] of stepKeys.slice(0, 7).entries()) {
    if (!stepData[key]) fail(`no stepData.${key}`);
    if (JSON.stringify(stepData[String(i + 1)]) !== JSON.stringify(stepData[key]))
      fail(`stepData["${i + 1}"] is not stepData.${key}`);
  }
  const parsed = quickProjectResponseSchema.safeParse({ title: answer.title, stepData });
  if (!parsed.success) fail(JSON.stringify(parsed.error.issues.slice(0, 3)));
  const done = stepsDone(stepData, 7).slice(0, 7);
  if (done.some((d) => !d)) fail(`steps not done: ${done.map((d, i) => (d ? '' : i + 1)).join(' ')}`);
  const broken = firstBrokenStepBefore(8, stepData);
  if (broken) fail(`step ${broken.step}: ${broken.message}`);
}

async function seed(base) {
  const call = client(base);
  const id = randomUUID().slice(0, 8);
  await call('POST', '/api/auth/register', {
    username: `b_quick${id}`.slice(0, 20),
    email: `quick${id}@bench.example.com`,
    password: 'Passw0rdOk',
    confirmPassword: 'Passw0rdOk',
    firstName: 'Bench',
    lastName: 'Mark',
  });
  await call('POST', '/api/create-subscription', { tier: 'pro' });
  const project = await call('POST', '/api/projects', { title: '' });
  return { call, projectId: project.id };
}

/** The bodies of `count` calls: every other one an idea object from generate/ideas, else text. */
async function bodies(call, projectId, count) {
  const ideas = [];
  for (let i = 0; ideas.length < Math.ceil(count / 2); i++) {
    const industry = industries[i % industries.length];
    const answer = await call('POST', '/api/generate/ideas', {
      ...PROFILES[i % PROFILES.length],
      industry,
      ...(industry === 'other' ? { customIndustry: 'Pet care' } : {}),
      budget: budgets[i % budgets.length],
      seed: 1000 + i,
    });
    ideas.push(...answer.ideas.slice(0, 3).map((idea) => ({ idea, budget: budgets[i % budgets.length] })));
  }
  return Array.from({ length: count }, (_, i) => {
    const seedOf = 7_000 + i;
    if (i % 2 === 0) {
      const { idea, budget } = ideas[i / 2];
      return { form: 'object', body: { businessIdea: idea, projectId, budget, seed: seedOf } };
    }
    const text = `${TEXT_IDEAS[i % TEXT_IDEAS.length]} (${i})`;
    return { form: 'text', body: { businessIdea: text, projectId, seed: seedOf } };
  });
}

async function quick(call, { form, body }) {
  const t = performance.now();
  const answer = await call('POST', '/api/generate/quick-project', body);
  const elapsed = performance.now() - t;
  assertComplete(answer, `${form} idea, seed ${body.seed}`);
  return { form, ms: elapsed, bytes: JSON.stringify(answer).length, title: answer.title };
}

export async function run({ url }) {
  const server = await startServer(url);
  try {
    console.log(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}`,
    );
    const { call, projectId } = await seed(server.base);
    const all = await bodies(call, projectId, WARMUP + RUNS);
    const warmups = [];
    for (const b of all.slice(0, WARMUP)) warmups.push(await quick(call, b));

    const results = [];
    const cpu0 = cpuMsOf(server.pid);
    for (const b of all.slice(WARMUP)) results.push(await quick(call, b));
    const cpuPerCall = (cpuMsOf(server.pid) - cpu0) / results.length;

    const overall = percentiles(results.map((r) => r.ms));
    const byForm = (form) => percentiles(results.filter((r) => r.form === form).map((r) => r.ms));
    const titles = new Set(results.map((r) => r.title)).size;
    const kib = results.reduce((a, r) => a + r.bytes, 0) / results.length / 1024;
    console.log(
      `POST /api/generate/quick-project, ${results.length} sequential calls after ${WARMUP} warm-ups ` +
        `(offline generator, pro user, ${titles} distinct titles, ${kib.toFixed(0)} KiB JSON each, every answer steps 1-7 complete): ` +
        `p50 ${ms(overall.p50)}, p99 ${ms(overall.p99)}, max ${ms(overall.max)}; server CPU ${ms(cpuPerCall)} per call`,
    );
    if (warmups.length)
      console.log(
        `  first quick-project call of the server (${warmups[0].form} idea; generate/ideas ran before it): ${ms(warmups[0].ms)}; ` +
          `warm-ups: ${warmups.map((w) => w.ms.toFixed(0)).join(', ')} ms`,
      );
    const object = byForm('object');
    const text = byForm('text');
    console.log(
      `  idea object (the wizard's call): p50 ${ms(object.p50)}, max ${ms(object.max)}; ` +
        `idea text (expanded first): p50 ${ms(text.p50)}, max ${ms(text.max)}`,
    );
    console.log(
      `target < ${TARGET_MS} ms: ${overall.p50 < TARGET_MS ? 'met' : 'MISSED'} on p50 ${ms(overall.p50)} ` +
        `(p99 ${ms(overall.p99)}: ${overall.p99 < TARGET_MS ? 'also under' : 'over'} ${TARGET_MS} ms)`,
    );
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}`,
    );
    return { ...overall, cpuPerCall, object, text, first: warmups[0]?.ms };
  } finally {
    await server.stop();
  }
}

// `node bench/quick-generate.mjs`: its own database (embedded PostgreSQL unless one is configured).
await runWhenMain(import.meta.url, 'quick-generate', run);
