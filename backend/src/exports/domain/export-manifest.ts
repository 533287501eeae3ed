import { createHash } from 'node:crypto';
import type { FieldSource } from '../../contracts/projects';
import type { StoredEvent } from '../../eventstore/event-store.port';

/** The file every zip export ends with: what it was built from and a SHA-256 of each other file. */
export const MANIFEST_NAME = 'manifest.json';
export const MANIFEST_FORMAT = 'business-builder-export/1';

/**
 * The version of the export renderers (document layouts, logo rasterisation, zip layout). Bump it
 * when a change makes the same project version render to different bytes, so a manifest says which
 * renderer made a package.
 */
export const RENDERER_VERSION = '2026.11.25';

export interface ManifestFile {
  path: string;
  sha256: string;
  bytes: number;
}

/** One generator run that wrote fields of the exported version (from the fields' sources). */
export interface ManifestGenerator {
  generator: string;
  version: string;
  model: string;
  seed: number;
  /** The fields it wrote, 'step.field', sorted. */
  fields: string[];
}

/** Everything in the manifest except the file list, which is known only once the zip is written. */
export interface ManifestHeader {
  projectId: string;
  /** The project stream position the package was built from: the last project event it includes. */
  projectVersion: number;
  /** When that version was written (ISO 8601): the date printed in the documents. */
  versionAt: string;
  /**
   * SHA-256 over the events read (position, type, schema version, data), in stream order; null
   * (with version 0) for a render that was not made from the event log (tests, benchmarks).
   */
  eventsSha256: string | null;
  exportType: string;
  renderer: { name: 'business-builder-exports'; version: string };
  generators: ManifestGenerator[];
}

export interface ExportManifest extends ManifestHeader {
  format: typeof MANIFEST_FORMAT;
  files: ManifestFile[];
}

export function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** JSON with object keys sorted at every level, so equal values always hash the same. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

export function eventsDigest(events: readonly StoredEvent[]): string {
  const hash = createHash('sha256');
  for (const e of events) {
    hash.update(canonicalJson([e.streamPosition, e.type, e.schemaVersion, e.data]));
    hash.update('\n');
  }
  return hash.digest('hex');
}

/** The generator runs behind the fields a version holds, grouped by run, in a stable order. */
export function generatorsOf(sources: Readonly<Record<string, FieldSource>>): ManifestGenerator[] {
  const runs = new Map<string, ManifestGenerator>();
  for (const [field, source] of Object.entries(sources)) {
    if (source.source !== 'generator') continue;
    const key = canonicalJson([source.generator, source.version, source.model, source.seed]);
    const run = runs.get(key) ?? {
      generator: source.generator,
      version: source.version,
      model: source.model,
      seed: source.seed,
      fields: [],
    };
    run.fields.push(field);
    runs.set(key, run);
  }
  return [...runs.values()]
    .map((run) => ({ ...run, fields: run.fields.sort() }))
    .sort((a, b) => (a.fields[0]! < b.fields[0]! ? -1 : 1));
}

/** The header of a render that was not made from a project's stream (tests, benchmarks). */
export function unversionedHeader(projectId: string, versionAt: Date): Omit<ManifestHeader, 'exportType'> {
  return {
    projectId,
    projectVersion: 0,
    versionAt: versionAt.toISOString(),
    eventsSha256: null,
    renderer: { name: 'business-builder-exports', version: RENDERER_VERSION },
    generators: [],
  };
}

/** The line every package index gives the manifest. */
export const MANIFEST_DESCRIPTION =
  'What this package was built from (project version, a hash of its history, generator seeds) and a SHA-256 of every other file; `npm run verify-export -- <zip>` checks it.';

/** The manifest's text: the header, then the files sorted by path. */
export function manifestText(header: ManifestHeader, files: readonly ManifestFile[]): string {
  const manifest: ExportManifest = {
    format: MANIFEST_FORMAT,
    ...header,
    files: [...files].sort((a, b) => (a.path < b.path ? -1 : 1)),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
