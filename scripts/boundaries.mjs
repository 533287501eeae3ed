#!/usr/bin/env node
// `npm run boundaries`: checks the import rules of .dependency-cruiser.cjs over the backend, the
// projections and the frontend. An import that breaks a rule fails the check unless
// scripts/boundaries-known.mjs lists it; a listed import that no longer exists fails it too, so
// that list only shrinks. Exit code 1 on any failure.
import { cruise } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import known from './boundaries-known.mjs';

const root = join(import.meta.dirname, '..');
process.chdir(root);
const ruleSet = await extractDepcruiseConfig(join(root, '.dependency-cruiser.cjs'));

// Two cruises: the kernel, backend and projections resolve `@bb/*` through tsconfig.json, the frontend
// resolves `@/*` through frontend/tsconfig.json (depcruise takes one tsconfig per cruise).
const parts = [
  { dirs: ['packages/kernel/src', 'backend/src', 'projections/src'], tsconfig: 'tsconfig.json' },
  { dirs: ['frontend/src'], tsconfig: 'frontend/tsconfig.json' },
];

/**
 * no-cycles-between-contexts: the folders directly under backend/src (contexts, shared,
 * eventstore, ...) as nodes, an import from one into another as an edge; every edge that lies on a
 * cycle is a violation from one folder to the other.
 */
function contextCycles(modules) {
  const folderOf = (path) => /^backend\/src\/[^/]+(?=\/)/.exec(path)?.[0];
  const edges = new Map();
  for (const m of modules) {
    const a = folderOf(m.source);
    if (!a) continue;
    for (const d of m.dependencies) {
      const b = folderOf(d.resolved);
      if (b && b !== a) edges.set(a, (edges.get(a) ?? new Set()).add(b));
    }
  }
  const pathBetween = (start, goal) => {
    const before = new Map([[start, null]]);
    const queue = [start];
    while (queue.length) {
      const node = queue.shift();
      if (node === goal) {
        const path = [];
        for (let n = node; n !== null; n = before.get(n)) path.unshift(n);
        return path;
      }
      for (const next of edges.get(node) ?? []) {
        if (!before.has(next)) (before.set(next, node), queue.push(next));
      }
    }
    return null;
  };
  const violations = [];
  for (const [a, targets] of edges) {
    for (const b of targets) {
      const back = pathBetween(b, a);
      if (back)
        violations.push({
          rule: { name: 'no-cycles-between-contexts' },
          from: a,
          to: b,
          cycle: [a, ...back],
        });
    }
  }
  return violations;
}

/**
 * feature-index-only-re-exports: a frontend feature's index.ts (its public API, see
 * features-compose-through-their-index) holds named re-exports of its own files and nothing else.
 * The build relies on it: vite.config.ts declares these files free of side effects, so that a page
 * importing one name through an index does not take the feature's other modules into its chunk.
 */
function featureIndexStatements() {
  const features = 'frontend/src/features';
  const violations = [];
  for (const feature of readdirSync(features)) {
    for (const file of ['index.ts', 'index.tsx']) {
      let text;
      try {
        text = readFileSync(join(features, feature, file), 'utf8');
      } catch {
        continue;
      }
      const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const statement of code.split(';').map((s) => s.replace(/\s+/g, ' ').trim())) {
        if (statement && !/^export (type )?\{[^}]*\} from '\.\/[^']+'$/.test(statement))
          violations.push({
            rule: { name: 'feature-index-only-re-exports' },
            from: `${features}/${feature}/${file}`,
            to: statement.slice(0, 80),
          });
      }
    }
  }
  return violations;
}

const key = (rule, from, to) => `${rule}\t${from}\t${to}`;
const found = new Map();
for (const { dirs, tsconfig } of parts) {
  const fileName = join(root, tsconfig); // absolute: depcruise resolves `extends` wrongly from a relative name
  const result = await cruise(
    dirs,
    { ...ruleSet.options, validate: true, ruleSet, tsConfig: { fileName } },
    {},
    { tsConfig: extractTSConfig(fileName) },
  );
  for (const v of result.output.summary.violations) {
    found.set(key(v.rule.name, v.from, v.to), v);
  }
  for (const v of contextCycles(result.output.modules)) found.set(key(v.rule.name, v.from, v.to), v);
}
for (const v of featureIndexStatements()) found.set(key(v.rule.name, v.from, v.to), v);

const listed = new Set();
for (const group of known) {
  for (const [from, tos] of Object.entries(group.imports)) {
    for (const to of tos) listed.add(key(group.rule, from, to));
  }
}

const fresh = [...found.keys()].filter((k) => !listed.has(k));
const gone = [...listed].filter((k) => !found.has(k));
const show = (k) => {
  const [rule, from, to] = k.split('\t');
  return `  ${rule}: ${from} -> ${to}`;
};

if (fresh.length) {
  console.error(`New imports across a boundary (${fresh.length}); see the rule in .dependency-cruiser.cjs:`);
  for (const k of fresh) {
    const v = found.get(k);
    const cycle = v.cycle ? `  (cycle: ${v.cycle.map((c) => c.name ?? c).join(' -> ')})` : '';
    console.error(show(k) + cycle);
  }
}
if (gone.length) {
  console.error(
    `Listed as known but no longer imported (${gone.length}); remove them from scripts/boundaries-known.mjs:`,
  );
  for (const k of gone) console.error(show(k));
}
console.log(
  `boundaries: ${found.size - fresh.length} known violations (scripts/boundaries-known.mjs), ` +
    `${fresh.length} new, ${gone.length} stale`,
);
process.exit(fresh.length || gone.length ? 1 : 0);
