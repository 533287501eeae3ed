// One jest run for the whole repository; the level of a test is in its file name
// (*.spec.ts unit, *.int-spec.ts real PostgreSQL, *.e2e-spec.ts HTTP through the app,
// e2e/*.spec.ts browser). See docs/decisions.md "Tests".
const swc = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];
const moduleNameMapper = {
  '^@bb/backend/contracts$': '<rootDir>/backend/src/contracts/index.ts',
  '^@bb/backend/(.*)$': '<rootDir>/backend/src/$1',
  '^@bb/projections$': '<rootDir>/projections/src/index.ts',
  '^@bb/projections/(.*)$': '<rootDir>/projections/src/$1',
  '^@bb/kernel$': '<rootDir>/packages/kernel/src/index.ts',
  '^@bb/kernel/folds$': '<rootDir>/packages/kernel/src/folds/index.ts',
  '^@/(.*)$': '<rootDir>/frontend/src/$1',
  '\\.(css|svg|png)$': '<rootDir>/test/file-stub.js',
};
// ESM-only packages (the CMU dictionary and syllable's word data; content-disposition 3, which
// @fastify/static requires and Node 20 loads with require(esm), which jest does not do) are
// transformed to CommonJS like our own code; every other package is loaded as published.
const esmOnly = ['cmu-pronouncing-dictionary', 'syllable', 'content-disposition'];
const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
  // (also where one is nested in another package's node_modules)
  transformIgnorePatterns: [`^(?!.*/node_modules/(${esmOnly.join('|')})/).*/node_modules/`],
  moduleNameMapper,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  maxWorkers: 2,
  // jest reads testTimeout from the global config only (a project's own value is ignored), so one
  // generous limit for every level: browser and integration tests boot the whole app.
  testTimeout: 60000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{backend,projections,packages/*}/src/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'frontend',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/frontend/src/**/*.spec.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{backend,projections}/src/**/*.{int,e2e}-spec.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
    {
      ...common,
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.spec.ts'],
      globalSetup: '<rootDir>/test/browser-global-setup.ts',
      globalTeardown: '<rootDir>/test/browser-global-teardown.ts',
    },
  ],
};
