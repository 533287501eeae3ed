// Benchmarks (docs/benchmarks.md).
// `npm run bench [append|read|http|projects|quick-generate|exports|rebuild|lag|lighthouse|save-peers ...]` builds the
// server, then runs here: on BENCH_DATABASE_URL or DATABASE_URL when set, else on an
// embedded PostgreSQL it starts in a temporary directory. Each benchmark gets its own database,
// dropped at the end.
import { loadavg } from 'node:os';
import { withBenchServer, withDatabase } from './lib.mjs';

const benchmarks = {
  append: () => import('./append.mjs'),
  read: () => import('./read.mjs'),
  http: () => import('./http.mjs'),
  projects: () => import('./projects.mjs'),
  'quick-generate': () => import('./quick-generate.mjs'),
  exports: () => import('./exports.mjs'),
  rebuild: () => import('./rebuild.mjs'),
  lag: () => import('./lag.mjs'),
  financials: () => import('./financials.mjs'),
  names: () => import('./names.mjs'),
  documents: () => import('./documents.mjs'),
  lighthouse: () => import('./lighthouse.mjs'),
  'save-peers': () => import('./save-peers.mjs'),
};
/** Benchmarks of pure code: they run without a database server. */
const withoutDatabase = new Set(['financials', 'names', 'documents']);

// Names choose benchmarks; --options go to them (e.g. `npm run bench rebuild -- --events=100000`).
const names = process.argv.slice(2).filter((a) => !a.startsWith('--'));
// Only when named: lighthouse needs the built frontend (`npm run build`) and a browser; save-peers
// runs three servers for minutes.
const onlyWhenNamed = new Set(['lighthouse', 'save-peers']);
const chosen = names.length ? names : Object.keys(benchmarks).filter((name) => !onlyWhenNamed.has(name));
for (const name of chosen) {
  if (!benchmarks[name])
    throw new Error(`Unknown benchmark "${name}"; choose from ${Object.keys(benchmarks).join(', ')}`);
}

const header = (name) =>
  `\n## ${name} (${new Date().toISOString()}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')})`;
for (const name of chosen.filter((n) => withoutDatabase.has(n))) {
  const { run } = await benchmarks[name]();
  console.log(header(name));
  await run();
}
const needDatabase = chosen.filter((n) => !withoutDatabase.has(n));
if (needDatabase.length > 0)
  await withBenchServer(async (serverUrl) => {
    for (const name of needDatabase) {
      const { run } = await benchmarks[name]();
      console.log(header(name));
      await withDatabase(serverUrl, (db) => run(db));
    }
  });
