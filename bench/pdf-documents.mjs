// PDF and brand-kit rendering CPU in one process, without HTTP or a database (docs/benchmarks.md
// "PDF fonts"). Renders each export of the full fixture project into a counting sink and prints
// the process CPU (user + system) of the first (cold) render and the median of the warm ones.
//
//   npm run build:server && node bench/pdf-documents.mjs [runs]
//   BENCH_PDF_TYPES=logo-files,complete-package node bench/pdf-documents.mjs 5
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';

const require = createRequire(import.meta.url);
const { renderExport } = require('../backend/dist/exports/rendering/render-export.js');
const { fullProject } = require('../backend/dist/exports/fixtures/full-project.js');

const RUNS = Math.max(2, Number(process.argv[2] ?? 6));
const TYPES = (
  process.env.BENCH_PDF_TYPES ??
  'business-plan,brand-guidelines,technical-docs,requirements,logo-files,complete-package'
).split(',');
const NOW = new Date('2026-01-15T10:00:00Z');

function sink() {
  let bytes = 0;
  const out = new Writable({
    write(chunk, _encoding, callback) {
      bytes += chunk.length;
      callback();
    },
  });
  return { out, size: () => bytes };
}

async function cpuMsOf(render) {
  const before = process.cpuUsage();
  await render();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`| export | first render CPU | warm CPU, median of ${RUNS - 1} | size |`);
console.log('|---|---|---|---|');
for (const type of TYPES) {
  const format = type === 'logo-files' || type === 'complete-package' ? undefined : 'pdf';
  const times = [];
  let size = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const { out, size: bytes } = sink();
    times.push(await cpuMsOf(() => renderExport(fullProject, type, format, out, { now: NOW })));
    size = bytes();
  }
  const [first, ...warm] = times;
  console.log(
    `| ${type} | ${first.toFixed(0)} ms | ${median(warm).toFixed(0)} ms | ${(size / 1024).toFixed(0)} KiB |`,
  );
}
console.log(`\npeak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
// With --expose-gc: the heap that stays (parsed fonts, cached word runs) after the renders.
if (globalThis.gc) {
  globalThis.gc();
  console.log(`heap after GC ${(process.memoryUsage().heapUsed / 1048576).toFixed(1)} MB`);
}
