// Names (issue 13): "Generation stays under 50 ms per batch." Step 3's offline name generation
// (backend/src/generation/domain/naming), called in process on the built server code: 30 names per
// batch (the pro plan's count), for 16 founders x 4 styles x 3 lengths, each batch with its own
// seed. The word data (English word list, CMU dictionary, WordNet index) loads once, at the first
// batch, like in the server; that load is reported apart and not counted in the batch times.
//
//   npm run build:server && node bench/names.mjs      (or `npm run bench names`)
//   BENCH_NAMES_ROUNDS=3 (batches per founder, style and length)
//
// Prints p50, p99 and max wall time per batch and the process CPU per batch (utime+stime, which
// hardly depends on the load of the shared machine).
import { cpuUsage } from 'node:process';
import { pathToFileURL } from 'node:url';
import { dist, ms, percentiles } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_NAMES_ROUNDS ?? 3);
const TARGET_MS = 50;
const FOUNDERS = [
  ['sourdough, bread, bakery', 'An artisan bakery selling sourdough loaves to neighbours'],
  ['dog grooming, pets', 'A mobile dog grooming van for busy pet owners'],
  ['dental, smile, family', 'A family dental clinic with evening appointments'],
  ['kids, coding, robots', 'A coding school teaching kids to build robots'],
  ['invoices, accounting, automation', 'B2B SaaS that automates invoice chasing for small firms'],
  ['marketplace, vintage furniture', 'A marketplace for secondhand vintage furniture'],
  ['fitness, meal, coach', 'AI meal planning for busy parents'],
  ['consulting, strategy, growth', 'Strategy consulting for family businesses'],
  ['coffee, roastery', 'A small-batch coffee roaster with a subscription'],
  ['wedding, photography', 'Wedding photography with a documentary style'],
  ['plumbing, repairs', 'Emergency plumbing repairs around the clock'],
  ['yoga, mindfulness', 'Online yoga classes for beginners'],
  ['solar, energy, homes', 'Solar panel installation for homeowners'],
  ['podcast, marketing', 'A podcast production agency for brands'],
  ['budget, savings, students', 'A budgeting app for students'],
  ['!!! 42 ??', ''],
];

export async function run() {
  const { generateNames } = dist('../backend/dist/generation/domain/offline/names.js');
  const { createRng } = dist('../backend/dist/generation/domain/offline/prng.js');
  const { nameStyles, nameLengths } = dist('../backend/dist/contracts/options.js');

  const loadStart = performance.now();
  generateNames({ keywords: 'bakery', style: 'Modern & Tech', maxLength: 'short' }, 30, createRng(0));
  console.log(`word data load and first batch: ${ms(performance.now() - loadStart)}`);

  const times = [];
  let seed = 1;
  const cpuBefore = cpuUsage();
  for (let round = 0; round < ROUNDS; round += 1)
    for (const [keywords, businessContext] of FOUNDERS)
      for (const style of nameStyles)
        for (const maxLength of nameLengths) {
          const request = { keywords, style, maxLength, businessContext, domainExtension: '.com' };
          const start = performance.now();
          const { names } = generateNames(request, 30, createRng((seed += 1)));
          times.push(performance.now() - start);
          if (names.length !== 30)
            throw new Error(`${keywords} / ${style} / ${maxLength}: ${names.length} names`);
        }
  const cpu = cpuUsage(cpuBefore);
  const { p50, p99, max } = percentiles(times);
  console.log(`batches: ${times.length} of 30 names`);
  console.log(`wall per batch: p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(max)} (target < ${TARGET_MS} ms)`);
  console.log(`CPU per batch: ${ms((cpu.user + cpu.system) / 1000 / times.length)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
