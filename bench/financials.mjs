// The financial model (issue 16): one computation is 3 scenarios x 36 months, from a project's
// stepData (defaults, saved assumptions, then the model). Target: under 5 ms. No database.
// `npm run bench financials` or `npm run build:server && node bench/financials.mjs`.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { dist } from './lib.mjs';

const { projectFinancials } = dist('../backend/dist/financials/domain/project-financials.js');
const { industries, budgets } = dist('../backend/dist/contracts/options.js');

const ROUNDS = Number(process.env.BENCH_FINANCIALS_ROUNDS ?? 2000);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function run() {
  const projects = industries.map((industry, i) => ({
    ideaGeneration: { industry, budget: budgets[i % budgets.length] },
    financials:
      i % 2 === 0 ? { price: 10 + i, churn: 7, fixedCosts: [{ label: 'Rent', monthly: 1200 + i }] } : {},
  }));
  for (let i = 0; i < 200; i++) projectFinancials({ stepData: projects[i % projects.length] });
  const times = [];
  let checksum = 0;
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  for (let i = 0; i < ROUNDS; i++) {
    const stepData = projects[i % projects.length];
    const start = performance.now();
    const result = projectFinancials({ stepData });
    times.push(performance.now() - start);
    checksum += result.model.scenarios[1].months[35].cash;
  }
  const cpu = process.cpuUsage(cpuStart);
  const wall = performance.now() - wallStart;
  times.sort((a, b) => a - b);
  const fmt = (ms) => `${ms.toFixed(3)} ms`;
  console.log(
    `${ROUNDS} computations (3 scenarios x 36 months each, ${industries.length} projects in turn): ` +
      `median ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}, p99 ${fmt(percentile(times, 99))}, ` +
      `max ${fmt(times[times.length - 1])} (target: under 5 ms; checksum ${Math.round(checksum)})`,
  );
  // On a loaded machine the tail is time spent waiting for a core; CPU time says what the work costs.
  console.log(
    `CPU time per computation: ${fmt((cpu.user + cpu.system) / 1000 / ROUNDS)} (wall ${fmt(wall / ROUNDS)} on average)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
