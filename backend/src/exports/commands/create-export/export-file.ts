import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ExportType } from '../../../contracts/options';
import type { ExportFileKind } from '../../domain/export-rules';
import { exportContentType, renderExport, type ExportableProject } from '../../rendering';

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
  now: Date,
): Promise<ExportFile> {
  const format = kind === 'zip' ? undefined : kind;
  const base = { exportType, kind, fileName, contentType: exportContentType(exportType, format) };
  if (kind === 'zip') {
    return {
      ...base,
      size: null,
      writeTo: (out) => renderExport(project, exportType, undefined, out, { now }),
    };
  }
  const bytes = await renderToBuffer(project, exportType, kind, now);
  return { ...base, size: bytes.length, writeTo: (out) => pipeline(Readable.from([bytes]), out) };
}

async function renderToBuffer(
  project: ExportableProject,
  exportType: ExportType,
  format: 'pdf' | 'md',
  now: Date,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  await renderExport(project, exportType, format, sink, { now });
  return Buffer.concat(chunks);
}
