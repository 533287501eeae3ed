import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { genericSummary, summarizedEventTypes, summarizeEvent } from './summaries';

/**
 * Every event type the product defines has a summary of its own in the audited history, so a
 * new event is never shown only as its generic 'Thing happened (context)' line. The types are
 * found by reading the sources: each quoted '<context>.<kebab-name>' string in a domain/ folder
 * (and in contracts/, where some contexts define their event schemas, and in the kernel's folds,
 * where the events that a read model folds too are), whose <context> is a context folder of
 * backend/src.
 */
const SRC = join(__dirname, '..', '..');
const KERNEL_FOLDS = join(SRC, '..', '..', 'packages', 'kernel', 'src', 'folds');
const CONTEXTS = new Set(
  readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(spec|int-spec|e2e-spec)\.ts$/.test(entry.name) ? [path] : [];
  });
}

function definedEventTypes(): Map<string, string> {
  const found = new Map<string, string>();
  const files = [
    ...sourceFiles(SRC).filter((file) => {
      const parts = relative(SRC, file).split(sep);
      return parts.includes('domain') || parts[0] === 'contracts';
    }),
    ...sourceFiles(KERNEL_FOLDS),
  ];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/['"`]([a-z][a-z-]*)\.([a-z][a-z0-9-]*)['"`]/g)) {
      const [literal, context] = match;
      if (!context || !CONTEXTS.has(context)) continue;
      const type = literal.slice(1, -1);
      if (!found.has(type)) found.set(type, relative(SRC, file));
    }
  }
  return found;
}

describe('history summaries cover every event type', () => {
  const defined = definedEventTypes();

  it('finds the event types of every context (the scan itself works)', () => {
    expect([...defined.keys()]).toEqual(
      expect.arrayContaining([
        'identity.user-registered',
        'admin.admin-access-changed',
        'billing.trial-ended',
        'projects.step-data-restored',
        'exports.export-created',
        'audit.history-viewed',
      ]),
    );
    expect(defined.size).toBeGreaterThan(40);
  });

  it('has a summary of its own for each of them', () => {
    const missing = [...defined]
      .filter(([type]) => !summarizedEventTypes.includes(type))
      .map(([type, file]) => `${type} (${file})`);
    expect(missing).toEqual([]);
  });

  it('never falls back to the generic line for them, even on empty data', () => {
    for (const type of defined.keys()) {
      expect(summarizeEvent({ type, data: {} })).not.toBe(genericSummary(type));
    }
  });
});
