#!/usr/bin/env node
// `npm test`: every unit, integration and browser test in one jest run, then one closing line
// "N passed, N failed, N skipped". Uses DATABASE_URL when set, otherwise an embedded PostgreSQL
// on a free port (test/global-setup.ts). Browser tests need Debian's Chromium (/usr/bin/chromium,
// or CHROMIUM_PATH); without it they are left out with a warning, never silently.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const withBrowser = existsSync(chromium) && process.env.SKIP_BROWSER_TESTS !== '1';
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });

if (withBrowser) {
  const build = run('npm', ['run', 'build']);
  if (build.status !== 0) {
    console.error('The build failed, so the browser tests cannot run.');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
} else {
  console.warn(`\n!! Browser tests are left out: no Chromium at ${chromium} (apt-get install chromium).\n`);
}

mkdirSync(join(root, '.data'), { recursive: true });
const resultsFile = join(root, '.data', 'jest-results.json');
const projects = ['unit', 'frontend', 'integration', ...(withBrowser ? ['browser'] : [])];
const jest = run(process.execPath, [
  join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
  '--selectProjects',
  ...projects,
  '--json',
  `--outputFile=${resultsFile}`,
  ...process.argv.slice(2),
]);

let line = '0 passed, 1 failed';
if (existsSync(resultsFile)) {
  const r = JSON.parse(readFileSync(resultsFile, 'utf8'));
  let failed = (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0);
  // A run that failed without a failing test (a suite that could not load) still counts as failed.
  if (jest.status !== 0 && failed === 0) failed = Math.max(1, r.numFailedTestSuites ?? 0);
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  line = `${r.numPassedTests ?? 0} passed, ${failed} failed, ${skipped} skipped`;
}
console.log(`\n${line}`);
process.exit(jest.status ?? 1);
