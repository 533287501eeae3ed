import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ExportType } from '../../../contracts/options';
import type { ExportFileKind } from '../../domain/export-rules';
import { Semaphore } from '../../../shared/concurrency/semaphore';
import { RenderHeapGrowth } from '../../../shared/process/heap-growth';
import { exportContentType } from '../../rendering/export-file-name';
import type { ExportableProject } from '../../rendering/exportable-project';
import type { RenderExportOptions } from '../../rendering/render-export';

/**
 * At most this many exports render at once in a process; more wait their turn (queued, never
 * refused). Each complete package holds pdfkit's buffered pages and resvg's bitmaps, so this
 * bounds the server's memory under parallel downloads (docs/benchmarks.md "Exports"). A zip holds
 * its slot while it streams (it is rendered as it is sent), a document only while it is built.
 */
export const MAX_CONCURRENT_RENDERS = 2;
export const renderSlots = new Semaphore(MAX_CONCURRENT_RENDERS);
/** While any export renders, V8 collects its old generation sooner (see heap-growth.ts). */
const heapGrowth = new RenderHeapGrowth();

/**
 * The renderer (pdfkit, archiver, resvg and the document layouts, ~40 MB resident) is loaded at
 * the first export, not at start: a server that never exports never pays for it.
 */
type Renderer = typeof import('../../rendering/render-export');
let renderer: Renderer | undefined;
function loadRenderer(): Renderer {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  renderer ??= require('../../rendering/render-export') as Renderer;
  return renderer;
}

function render(...args: Parameters<Renderer['renderExport']>): Promise<void> {
  return renderSlots.run(() => heapGrowth.during(() => loadRenderer().renderExport(...args)));
}

/** An export ready to send: its name and type, and how to write its bytes. */
export interface ExportFile {
  exportType: ExportType;
  kind: ExportFileKind;
  fileName: string;
  contentType: string;
  /** Known for documents (rendered up front); null for zips, which stream as they are made. */
  size: number | null;
  /** Writes the file into `out` and ends it; rejects (and destroys `out` once bytes were written) on failure. */
  writeTo(out: Writable): Promise<void>;
}

/**
 * Documents (PDF, Markdown) are rendered here, before the export is counted: pdfkit builds a PDF
 * whole before its first byte anyway, so holding it costs nothing extra, and a document that
 * cannot be rendered fails with nothing counted and nothing sent. Zips are made while they are
 * sent (at most one document in memory at a time), so they are counted first.
 */
export async function prepareExportFile(
  project: ExportableProject,
  exportType: ExportType,
  kind: ExportFileKind,
  fileName: string,
  options: RenderExportOptions,
): Promise<ExportFile> {
  const format = kind === 'zip' ? undefined : kind;
  const base = { exportType, kind, fileName, contentType: exportContentType(exportType, format) };
  if (kind === 'zip') {
    return {
      ...base,
      size: null,
      writeTo: (out) => render(project, exportType, undefined, out, options),
    };
  }
  const bytes = await renderToBuffer(project, exportType, kind, options);
  return { ...base, size: bytes.length, writeTo: (out) => pipeline(Readable.from([bytes]), out) };
}

async function renderToBuffer(
  project: ExportableProject,
  exportType: ExportType,
  format: 'pdf' | 'md',
  options: RenderExportOptions,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  await render(project, exportType, format, sink, options);
  return Buffer.concat(chunks);
}
