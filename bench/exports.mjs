// Exports benchmark (docs/benchmarks.md "Exports"): the complete package of a fully filled project
// downloaded through the real HTTP app. The built server (`npm run build:server`) runs as its own
// process on a fresh database, so its resident memory is measured alone: peak RSS is the kernel's
// high-water mark (VmHWM in /proc/<pid>/status), read after each phase.
//
//   node bench/exports.mjs                 # on BENCH_DATABASE_URL / DATABASE_URL, else an embedded PostgreSQL
//   BENCH_EXPORT_RUNS=20 BENCH_EXPORT_PROJECT=large node bench/exports.mjs
//
// Also a module for bench/run.mjs: `exports: () => import('./exports.mjs')` (run({ url }) on a
// fresh migrated database, like the other benchmarks).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { client, cpuMsOf, dist, machine, percentiles, runWhenMain } from './lib.mjs';

const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 10);
const PARALLEL = Number(process.env.BENCH_EXPORT_PARALLEL ?? 4);
const WHICH = process.env.BENCH_EXPORT_PROJECT === 'large' ? 'large' : 'full';
// BENCH_EXPORT_FORMAT=logo-files measures the logo zip (brand kit) instead; its target is 2 s.
const FORMAT = process.env.BENCH_EXPORT_FORMAT === 'logo-files' ? 'logo-files' : 'complete-package';
const TARGET_MS = FORMAT === 'logo-files' ? 2000 : 1500;
const TARGET_RSS_MB = 150;

/**
 * The kernel's figures for one process, in MB: resident now (VmRSS), the high-water mark (VmHWM,
 * since the start or since `resetPeak`), and the proportional set size (Pss: pages shared with
 * other processes, such as the node binary a renderer shares with the server, counted by share).
 */
function memoryOf(pid, { pss = false } = {}) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (text, key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN);
  const pssKb = pss ? kb(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss') : NaN;
  return { rssMb: kb(status, 'VmRSS') / 1024, peakMb: kb(status, 'VmHWM') / 1024, pssMb: pssKb / 1024 };
}

/**
 * Sets the process's VmHWM back to its resident memory now (Linux: `5` to /proc/<pid>/clear_refs),
 * so the next reading of the peak is the peak of what ran in between: the export's own, not the
 * ~19 MB password hash of the registration before it.
 */
function resetPeak(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** The processes `pid` started (the logo render pool's renderers), from /proc; [] once they end. */
function childrenOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * Resident memory of the server and its render processes together, sampled every 10 ms while
 * `work` runs: the renderers are separate processes, so the server's own VmHWM does not see them.
 * Answers the highest sum of RSS seen (which counts the node binary's pages, ~38 MB, once per
 * process although they are shared), the highest sum of Pss (each shared page counted once: what
 * the processes cost the machine), the renderers' own high-water marks, and the CPU time the
 * renderers spent meanwhile (a renderer that ended counts up to its last sample).
 */
async function withTotalMemory(pid, work) {
  let totalPeakMb = 0;
  let totalPssPeakMb = 0;
  const renderers = new Map(); // pid -> { first CPU ms seen, last CPU ms seen, peak MB }
  const sample = () => {
    let sum = 0;
    let pssSum = 0;
    try {
      const server = memoryOf(pid, { pss: true });
      sum += server.rssMb;
      pssSum += server.pssMb;
    } catch {
      return;
    }
    for (const child of childrenOf(pid)) {
      try {
        const memory = memoryOf(child, { pss: true });
        // A renderer that was just killed is a zombie until reaped: no memory figures.
        if (!Number.isFinite(memory.rssMb)) continue;
        const cpu = cpuMsOf(child);
        const seen = renderers.get(child) ?? { firstCpu: cpu, lastCpu: cpu, peakMb: 0 };
        renderers.set(child, { ...seen, lastCpu: cpu, peakMb: Math.max(seen.peakMb, memory.peakMb) });
        sum += memory.rssMb;
        pssSum += memory.pssMb;
      } catch {
        // ended between the listing and the read
      }
    }
    totalPeakMb = Math.max(totalPeakMb, sum);
    if (Number.isFinite(pssSum)) totalPssPeakMb = Math.max(totalPssPeakMb, pssSum);
  };
  const alreadyRunning = new Set(childrenOf(pid));
  const timer = setInterval(sample, 10);
  try {
    const result = await work();
    sample();
    const list = [...renderers.entries()];
    const renderersCpuMs = list.reduce(
      (sum, [child, r]) => sum + r.lastCpu - (alreadyRunning.has(child) ? r.firstCpu : 0),
      0,
    );
    return {
      result,
      totalPeakMb,
      totalPssPeakMb,
      renderersPeakMb: list.map(([, r]) => r.peakMb),
      renderersCpuMs,
    };
  } finally {
    clearInterval(timer);
  }
}

async function freePort() {
  const { findFreePort } = dist('../backend/dist/infrastructure/database/free-port.js');
  return findFreePort();
}

/**
 * The built server on `databaseUrl`, started as `npm start` and the Dockerfile start it
 * (scripts/start-server.sh, which execs node: the pid is the server's); resolves when /api/health
 * answers.
 */
export async function startServer(databaseUrl) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-bench-exports-'));
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server (e.g. --cpu-prof --cpu-prof-dir=/tmp/p).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(new URL('../scripts/start-server.sh', import.meta.url).pathname, nodeArgs, {
    env: {
      ...process.env,
      NODE: process.execPath,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited before it was ready');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not become ready at ${base}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGTERM');
      setTimeout(resolve, 10_000).unref();
    }).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  return { base, pid: server.pid, stop };
}

/** A signed-in enterprise user (no monthly export limit) with one fully filled project. */
async function seed(base) {
  const call = client(base);
  const id = Date.now().toString(36);
  await call('POST', '/api/auth/register', {
    username: `bench_${id}`.slice(0, 20),
    email: `bench.${id}@example.com`,
    password: 'Passw0rdOk',
    confirmPassword: 'Passw0rdOk',
    firstName: 'Bench',
    lastName: 'Mark',
  });
  await call('POST', '/api/create-subscription', { tier: 'enterprise' });
  const fixture =
    WHICH === 'large'
      ? dist('../backend/dist/exports/fixtures/large-project.js').largeProject
      : dist('../backend/dist/exports/fixtures/full-project.js').fullProject;
  const project = await call('POST', '/api/projects', {
    title: fixture.title,
    // The large fixture selects no logo, so it may not pass step 5.
    currentStep: WHICH === 'large' ? 5 : 7,
    stepData: fixture.stepData,
  });
  return { cookie: call.cookie(), projectId: project.id };
}

/** One download, read to its last byte: milliseconds and bytes. */
async function download(base, cookie, projectId) {
  const started = performance.now();
  const res = await fetch(`${base}/api/export/${projectId}/${FORMAT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: '{}',
  });
  if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
  const headersMs = performance.now() - started;
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  return { ms: performance.now() - started, headersMs, bytes };
}

const fmt = (v) => `${v.toFixed(0)} ms`;
const mb = (v) => `${v.toFixed(0)} MB`;

export async function run({ url }) {
  const server = await startServer(url);
  try {
    const booted = memoryOf(server.pid);
    console.log(`server pid ${server.pid}: RSS after start ${mb(booted.rssMb)}`);
    const { cookie, projectId } = await seed(server.base);
    const idle = memoryOf(server.pid, { pss: true });
    console.log(
      `project: ${WHICH} fixture, ${FORMAT}; RSS after registering and seeding ${mb(idle.rssMb)} ` +
        `(Pss ${mb(idle.pssMb)}; peak so far ${mb(idle.peakMb)})`,
    );

    // Each phase's server peak is its own: VmHWM is reset to the resident memory just before it.
    const cpuBeforeCold = cpuMsOf(server.pid);
    resetPeak(server.pid);
    const coldRun = await withTotalMemory(server.pid, () => download(server.base, cookie, projectId));
    const cold = coldRun.result;
    const coldCpu = cpuMsOf(server.pid) - cpuBeforeCold;
    const afterCold = memoryOf(server.pid);
    console.log(
      `first export (cold): ${fmt(cold.ms)} (headers after ${fmt(cold.headersMs)}: counted, recorded, read models caught up), ` +
        `server CPU ${fmt(coldCpu)}, ${(cold.bytes / 1024).toFixed(0)} KiB zip; server peak RSS during it ${mb(afterCold.peakMb)} (RSS now ${mb(afterCold.rssMb)})`,
    );
    console.log(
      `  with its ${coldRun.renderersPeakMb.length} logo renderer process(es) (peaks ${coldRun.renderersPeakMb.map(mb).join(', ') || 'none'}, ` +
        `renderer CPU ${fmt(coldRun.renderersCpuMs)}): server + renderers peak ${mb(coldRun.totalPeakMb)} RSS summed, ` +
        `${mb(coldRun.totalPssPeakMb)} Pss summed (sampled every 10 ms)`,
    );

    const runs = [];
    const cpuBefore = cpuMsOf(server.pid);
    resetPeak(server.pid);
    const warmRun = await withTotalMemory(server.pid, async () => {
      for (let i = 0; i < RUNS; i++) runs.push(await download(server.base, cookie, projectId));
    });
    const cpuPerExport = (cpuMsOf(server.pid) - cpuBefore) / RUNS;
    const warm = percentiles(runs.map((r) => r.ms));
    const headers = percentiles(runs.map((r) => r.headersMs));
    const afterWarm = memoryOf(server.pid);
    console.log(
      `${RUNS} sequential exports: p50 ${fmt(warm.p50)}, max ${fmt(warm.max)} (headers p50 ${fmt(headers.p50)}), ` +
        `server CPU ${fmt(cpuPerExport)} per export; ` +
        `server peak RSS ${mb(afterWarm.peakMb)}, RSS now ${mb(afterWarm.rssMb)}; server + renderers peak ${mb(warmRun.totalPeakMb)} RSS, ` +
        `${mb(warmRun.totalPssPeakMb)} Pss; renderer CPU ${fmt(warmRun.renderersCpuMs / RUNS)} per export`,
    );

    const started = performance.now();
    resetPeak(server.pid);
    const parallelRun = await withTotalMemory(server.pid, () =>
      Promise.all(Array.from({ length: PARALLEL }, () => download(server.base, cookie, projectId))),
    );
    const parallel = parallelRun.result;
    const wall = performance.now() - started;
    const afterParallel = memoryOf(server.pid);
    console.log(
      `${PARALLEL} exports at once: all done in ${fmt(wall)} (slowest ${fmt(Math.max(...parallel.map((p) => p.ms)))}); ` +
        `server peak RSS ${mb(afterParallel.peakMb)}; server + renderers peak ${mb(parallelRun.totalPeakMb)} RSS, ${mb(parallelRun.totalPssPeakMb)} Pss`,
    );

    // The target's measure is one export of a fully filled project: its time, and the server
    // process's peak resident memory while it runs (VmHWM, reset just before it). The renderer
    // processes it starts are printed beside it, as RSS summed (the node binary's shared pages
    // counted in every process) and as Pss summed (counted once), each with its own verdict; the
    // runs after the first show what the server reaches when it keeps exporting.
    const slowest = Math.max(cold.ms, warm.max);
    const fast = slowest < TARGET_MS;
    const over = (peak) => (peak < TARGET_RSS_MB ? 'under' : 'over');
    const ok = fast && afterCold.peakMb < TARGET_RSS_MB;
    console.log(
      `target (one ${FORMAT} export under ${TARGET_MS} ms and under ${TARGET_RSS_MB} MB resident, server process): ${ok ? 'met' : 'NOT met'} ` +
        `(slowest single ${fmt(slowest)}: ${fast ? 'met' : 'NOT met'}; server peak during the first export ${mb(afterCold.peakMb)}: ${over(afterCold.peakMb)})`,
    );
    console.log(
      `  server + renderers during the first export: ${mb(coldRun.totalPeakMb)} RSS summed (${over(coldRun.totalPeakMb)} ${TARGET_RSS_MB} MB), ` +
        `${mb(coldRun.totalPssPeakMb)} Pss summed (${over(coldRun.totalPssPeakMb)} ${TARGET_RSS_MB} MB)`,
    );
    console.log(
      `kept exporting: server peak ${mb(afterWarm.peakMb)} during ${RUNS} in a row (${over(afterWarm.peakMb)} ${TARGET_RSS_MB} MB), ` +
        `${mb(afterParallel.peakMb)} during ${PARALLEL} at once (${over(afterParallel.peakMb)} ${TARGET_RSS_MB} MB)`,
    );
    return {
      cold,
      warm,
      headers,
      cpuPerExport,
      wall,
      peak: afterParallel.peakMb,
      peakFirst: afterCold.peakMb,
      totalPeakFirst: coldRun.totalPeakMb,
      totalPssPeakFirst: coldRun.totalPssPeakMb,
      peakSequential: afterWarm.peakMb,
      ok,
    };
  } finally {
    await server.stop();
  }
}

// `node bench/exports.mjs`: its own database (embedded PostgreSQL unless one is configured).
await runWhenMain(import.meta.url, 'exports', run);
