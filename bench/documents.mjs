// Documents (issue 12): "Offline generation stays under 50 ms per call." Steps 6 and 7 of the
// offline generator (user stories with personas and journeys, tech documentation, a vibe-coding
// prompt), called in process on the built server code, for every archetype of the knowledge base:
// an idea as step 1 gives it (the archetype's first six features) and the same idea with the
// founder's own feature names (so the understanding matcher, not the features, finds the
// archetype). Every call has its own idea text, so nothing is answered from the per-idea cache.
// The knowledge base and word data load once, at the first call, like in the server; that load is
// reported apart and not counted.
//
//   npm run build:server && node bench/documents.mjs      (or `npm run bench documents`)
//   BENCH_DOCUMENTS_ROUNDS=2
//
// Prints p50, p99 and max wall time per call for each step, and the process CPU per call.
import { cpuUsage } from 'node:process';
import { pathToFileURL } from 'node:url';
import { dist, ms, percentiles } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_DOCUMENTS_ROUNDS ?? 2);
const TARGET_MS = 50;

export async function run() {
  const { allArchetypes } = dist('../backend/dist/generation/domain/knowledge/index.js');
  const { generateUserStories } = dist('../backend/dist/generation/domain/offline/stories.js');
  const { generateTechDocumentation } = dist('../backend/dist/generation/domain/offline/tech-docs.js');
  const { generateVibeCoding } = dist('../backend/dist/generation/domain/offline/vibe-coding.js');
  const { createRng } = dist('../backend/dist/generation/domain/offline/prng.js');

  const requests = [];
  for (let round = 0; round < ROUNDS; round += 1)
    for (const a of allArchetypes) {
      const audience = a.segments.map((s) => s.role.plural).join(', ');
      const titles = a.features.slice(0, 6).map((f) => f.title);
      requests.push({
        idea: `${a.description} (${round}, ideas)`,
        audience,
        features: titles,
        complexity: 'medium',
      });
      // Founders rename features: two words of each title, so the matcher reads the idea's words.
      const own = titles.map((t) => t.split(' ').slice(0, 2).join(' '));
      requests.push({
        idea: `A new ${a.kind.singular} (${round}, own words)`,
        audience,
        features: own,
        complexity: 'simple',
      });
    }

  const started = performance.now();
  generateUserStories(
    { businessIdea: 'warm-up bakery', targetAudience: '', coreFeatures: ['Pre-orders'], businessModel: '' },
    createRng(0),
  );
  console.log(
    `first call (loads the knowledge base, matcher and word data): ${ms(performance.now() - started)}`,
  );

  const times = { stories: [], techDocs: [], vibeCoding: [] };
  const cpuBefore = cpuUsage();
  let seed = 1;
  for (const r of requests) {
    let t = performance.now();
    const stories = generateUserStories(
      { businessIdea: r.idea, targetAudience: r.audience, coreFeatures: r.features, businessModel: '' },
      createRng((seed += 1)),
    );
    times.stories.push(performance.now() - t);
    t = performance.now();
    const docs = generateTechDocumentation({
      businessIdea: r.idea,
      targetAudience: r.audience,
      complexity: r.complexity,
      userStories: stories.generatedStories.map((s) => ({ title: s.title, description: s.description })),
    });
    times.techDocs.push(performance.now() - t);
    t = performance.now();
    const idea = {
      businessIdea: r.idea.slice(0, 300),
      description: r.idea,
      targetAudience: r.audience,
      potentialRevenue: '$50K-$150K/year',
      keyFeatures: r.features,
      industry: 'other',
    };
    generateVibeCoding({
      promptType: 'lovable',
      projectData: {
        ideaGeneration: { selectedIdea: { ...idea, businessIdea: `${idea.businessIdea} (prompt)` } },
        userStories: { coreFeatures: r.features, ...stories },
        techDocumentation: docs,
      },
    });
    times.vibeCoding.push(performance.now() - t);
  }
  const cpu = cpuUsage(cpuBefore);
  console.log(
    `projects: ${requests.length} (${allArchetypes.length} archetypes x ${ROUNDS} rounds x 2 feature lists)`,
  );
  for (const [step, values] of Object.entries(times)) {
    const { p50, p99, max } = percentiles(values);
    console.log(`${step}: p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(max)} (target < ${TARGET_MS} ms)`);
  }
  console.log(`CPU per project (three calls): ${ms((cpu.user + cpu.system) / 1000 / requests.length)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
