// Import boundaries, checked by `npm run boundaries` (scripts/boundaries.mjs), a CI gate.
// The rules say where code may reach; the imports that break them today are listed, one by one and
// with the reason, in scripts/boundaries-known.mjs: the check fails on any import not listed there
// (and on a listed one that is gone, so the list only shrinks). See docs/architecture.md "Layers".
//
// Tests (specs, test helpers, testing/ folders) are left out: a test composes whatever it needs.
//
// Two more rules live in scripts/boundaries.mjs: no-cycles-between-contexts, since depcruise's folder
// scope does not collapse folders to a level (the folders directly under backend/src depend on each
// other in one direction; a cycle makes two contexts one module in disguise), and
// feature-index-only-re-exports, which reads text rather than imports (a frontend feature's index.ts
// holds named re-exports only: the build treats it as free of side effects, see vite.config.ts).

/** Code with no I/O and no framework that any layer may use. */
const PURE_SHARED = [
  '^packages/kernel/src/', // the rules every side shares (see kernel-is-pure)
  '^backend/src/contracts/', // zod schemas of requests, answers and events
  '^backend/src/eventstore/event-store\\.port\\.ts$', // the event store's types (interfaces only)
  '^backend/src/shared/domain-error\\.ts$',
  '^backend/src/shared/crypto/sealed\\.ts$', // the sealed-value type and its guard (no key, no crypto)
  '^backend/src/shared/time/calendar\\.ts$',
  // English articles by pronunciation (the CMU dictionary, read once from its package): language, not a context's rule
  '^backend/src/shared/grammar/',
];

/** Where the backend and the worker are wired together; they may import any layer. */
const COMPOSITION_ROOTS = [
  '^backend/src/main\\.ts$',
  '^backend/src/create-app\\.ts$',
  '^backend/src/app\\.module\\.ts$',
  '^backend/src/infrastructure/infrastructure\\.module\\.ts$',
  '^projections/src/worker\\.ts$',
  '^projections/src/rebuild-cli\\.ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'kernel-is-pure',
      comment:
        'packages/kernel holds rules the frontend, the backend and the projections share: it imports ' +
        'nothing of theirs and no npm package (pure TypeScript, no framework, no I/O).',
      severity: 'error',
      from: { path: '^packages/kernel/src/' },
      to: { pathNot: '^packages/kernel/src/' },
    },
    {
      name: 'domain-stays-in-its-context',
      comment:
        "A context's domain/ imports its own context, the contracts and pure shared code only " +
        '(npm libraries without I/O are fine; see domain-has-no-framework).',
      severity: 'error',
      from: { path: '^backend/src/([^/]+)/domain/' },
      to: { path: '^(backend|projections)/src/', pathNot: ['^backend/src/$1/', ...PURE_SHARED] },
    },
    {
      name: 'domain-has-no-framework',
      comment: 'Domain code decides; it does not talk to Nest, HTTP, the database or a provider.',
      severity: 'error',
      from: { path: '^backend/src/[^/]+/domain/' },
      to: {
        path: '^node_modules/(@nestjs|knex|pg|fastify|@fastify|ioredis|stripe|openai|@eventstore|pino)/',
      },
    },
    {
      name: 'projections-read-contracts-only',
      comment:
        'A projection folds events described by the contracts into tables; it imports the contracts ' +
        'and pure shared code, never a context of the backend.',
      severity: 'error',
      from: { path: '^projections/src/', pathNot: COMPOSITION_ROOTS },
      to: { path: '^backend/src/', pathNot: PURE_SHARED },
    },
    {
      name: 'backend-does-not-reach-into-projections',
      comment:
        'Only the composition roots wire the projection runner in; the rest of the backend does not import it.',
      severity: 'error',
      from: { path: '^backend/src/', pathNot: COMPOSITION_ROOTS },
      to: { path: '^projections/src/' },
    },
    {
      name: 'features-compose-through-their-index',
      comment:
        "A frontend feature uses another feature through that feature's index.ts only (its public API), " +
        'never its api/, components/ or lib/ files.',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: {
        path: '^frontend/src/features/',
        pathNot: ['^frontend/src/features/$1/', '^frontend/src/features/[^/]+/index\\.tsx?$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(\\.(spec|int-spec|e2e-spec)\\.tsx?$|\\.test-helper\\.tsx?$|/testing/|/fixtures\\.test-helper)',
    },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
  },
};
