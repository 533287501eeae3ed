import { ServiceUnavailableException } from '@nestjs/common';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { ExportType } from '../../../contracts/options';
import type { ExportFileKind } from '../../domain/export-rules';
import { Semaphore } from '../../../shared/concurrency/semaphore';
import { RenderHeapGrowth } from '../../../shared/process/heap-growth';
import { exportContentType } from '../../rendering/export-file-name';
import {
  SvgRenderOverBudget,
  SvgRendererFailed,
  SvgRenderStarved,
} from '../../rendering/logo/svg-render-pool';
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
 * The renderer (the zip writer, resvg, and for documents pdfkit and their layouts) is loaded at
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
  const signal = args[4]?.signal;
  return renderSlots.run(() => {
    // A request that went away while it waited for its turn renders nothing.
    if (signal?.aborted) return Promise.reject(new ExportCancelled());
    return heapGrowth
      .during(() => loadRenderer().renderExport(...args))
      .catch((error: unknown) => {
        throw signal?.aborted ? error : (exportNotRendered(error) ?? error);
      });
  });
}

/**
 * 503: a logo of the export could not be drawn after the probe had drawn it (the machine too
 * busy even with the retry's extra time, a render over budget at a larger size, or a renderer
 * that died). Nothing is sent or counted, and the answer says why, instead of a file that lacks
 * a logo or a bare "Internal server error".
 */
export class ExportNotRendered extends ServiceUnavailableException {
  constructor(busy: boolean) {
    super({
      message: busy
        ? 'The server is too busy to draw your logo files right now. Nothing was counted; please try again in a minute.'
        : 'A logo of this project could not be drawn, so the export was stopped. Nothing was counted; try again, or choose another logo in step 5.',
      code: 'ExportNotRendered',
    });
  }
}

/** The renderer's failures as ExportNotRendered; undefined for any other error. */
function exportNotRendered(error: unknown): ExportNotRendered | undefined {
  if (error instanceof SvgRenderStarved) return new ExportNotRendered(true);
  if (error instanceof SvgRenderOverBudget || error instanceof SvgRendererFailed)
    return new ExportNotRendered(false);
  return undefined;
}

/** The client went away before its export was ready: nothing is sent and nothing counted. */
export class ExportCancelled extends Error {
  constructor() {
    super('The export was cancelled');
  }
}

/** An export ready to send: its name and type, and how to write its bytes. */
export interface ExportFile {
  exportType: ExportType;
  kind: ExportFileKind;
  fileName: string;
  contentType: string;
  /** The byte size (every export is rendered before it is sent). */
  size: number | null;
  /** Writes the file into `out` and ends it; rejects (and destroys `out` once bytes were written) on failure. */
  writeTo(out: Writable): Promise<void>;
  /** Frees what the file holds when it will not be sent (the count was refused). */
  discard(): Promise<void>;
}

/**
 * Every export is rendered here, before it is counted: a document into memory (pdfkit builds a
 * PDF whole before its first byte anyway), a zip into a temporary file (at most one document in
 * memory at a time). So an export that cannot be rendered, or whose client went away (`signal`,
 * issue 17), fails with nothing counted and nothing sent.
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
    const { path, size } = await renderToTempFile(project, exportType, options);
    return {
      ...base,
      size,
      writeTo: (out) => pipeline(createReadStream(path), out).finally(() => removeTempDir(path)),
      discard: () => removeTempDir(path),
    };
  }
  const bytes = await renderToBuffer(project, exportType, kind, options);
  return {
    ...base,
    size: bytes.length,
    writeTo: (out) => pipeline(Readable.from([bytes]), out),
    discard: () => Promise.resolve(),
  };
}

function removeTempDir(file: string): Promise<void> {
  return rm(dirname(file), { recursive: true, force: true });
}

async function renderToTempFile(
  project: ExportableProject,
  exportType: ExportType,
  options: RenderExportOptions,
): Promise<{ path: string; size: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'bb-export-'));
  const path = join(dir, 'export.zip');
  try {
    const out = createWriteStream(path);
    await render(project, exportType, undefined, out, options);
    await finished(out);
    if (options.signal?.aborted) throw new ExportCancelled();
    return { path, size: (await stat(path)).size };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
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
  if (options.signal?.aborted) throw new ExportCancelled();
  return Buffer.concat(chunks);
}
