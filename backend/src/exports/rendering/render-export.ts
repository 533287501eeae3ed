import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ExportType } from '../../contracts/options';
import type * as Documents from './documents';
import type { ExportFormat } from './export-file-name';
import type { ExportableProject } from './exportable-project';
import { createRenderContext, PROBE_SIZE } from './render-context';
import type * as CompletePackage from './zip/complete-package.zip';
import { logoFileEntries } from './zip/logo-files.zip';
import { writeZip } from './zip/zip-writer';
import { unversionedHeader, type ManifestHeader } from '../domain/export-manifest';

/**
 * The documents (pdfkit, its fonts and the layouts of four documents) load at the first export
 * that has one: a logo zip draws none, and a server that only ever exports logo files never holds
 * them (docs/benchmarks.md "Exports").
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const documentRenderers = (): typeof Documents => require('./documents') as typeof Documents;
const completePackage = (): typeof CompletePackage =>
  require('./zip/complete-package.zip') as typeof CompletePackage;
/* eslint-enable @typescript-eslint/no-require-imports */

export interface RenderExportOptions {
  /**
   * The date printed in the documents and stamped on zip entries; defaults to now. Exports of a
   * project pass the time of the version they render, so the same version gives the same bytes.
   */
  now?: Date;
  /** What the project version is (id, version, events hash, generators): zips end with manifest.json. */
  builtFrom?: Omit<ManifestHeader, 'exportType'>;
  /** Aborted when the client went away: the render in progress stops and the promise rejects. */
  signal?: AbortSignal;
}

/**
 * Renders one export and streams it into `out`, which is ended when the file is complete.
 * Zips (complete-package, logo-files) ignore `format`; documents are PDF unless format is 'md'.
 * A single document is built before its first byte is written, so if it fails the promise
 * rejects with `out` untouched; a failing zip destroys `out`.
 */
export async function renderExport(
  project: ExportableProject,
  exportType: ExportType,
  format: ExportFormat | undefined,
  out: Writable,
  options: RenderExportOptions = {},
): Promise<void> {
  const drawsLogos =
    exportType === 'complete-package' ||
    exportType === 'logo-files' ||
    (format !== 'md' && (exportType === 'business-plan' || exportType === 'brand-guidelines'));
  const isZip = exportType === 'complete-package' || exportType === 'logo-files';
  const ctx = await createRenderContext(project, options.now, {
    probeLogos: drawsLogos,
    probeSize: isZip ? PROBE_SIZE.zip : PROBE_SIZE.pdf,
    signal: options.signal,
  });
  const manifest = { ...(options.builtFrom ?? unversionedHeader(project.id, ctx.now)), exportType };
  if (exportType === 'complete-package')
    return writeZip(completePackage().completePackageEntries(project, ctx), out, ctx.now, manifest);
  if (exportType === 'logo-files') return writeZip(logoFileEntries(project, ctx), out, ctx.now, manifest);
  const { documents, isDocumentType } = documentRenderers();
  if (!isDocumentType(exportType)) throw new Error(`Unknown export type: ${String(exportType)}`);
  const doc = documents[exportType];
  if (format === 'md') return pipeline(Readable.from([Buffer.from(doc.markdown(project, ctx), 'utf8')]), out);
  return pipeline(await doc.pdf(project, ctx), out);
}
