import { Logger } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import type { ExportFile } from '../commands/create-export/export-file';

const logger = new Logger('Exports');

/** RFC 6266: a plain ASCII name (export names are slugs) plus the UTF-8 form for any other. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Streams the file as the answer: headers are set first and sent with the first byte. When the
 * file fails before its first byte the answer is still a JSON error (500, 'Failed to export
 * project'); after it, the connection is cut, so a client never keeps half a file as a success.
 */
export async function sendExportFile(file: ExportFile, res: ServerResponse): Promise<void> {
  res.statusCode = 200;
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', contentDisposition(file.fileName));
  res.setHeader('Cache-Control', 'no-store');
  if (file.size !== null) res.setHeader('Content-Length', String(file.size));
  try {
    await file.writeTo(res);
  } catch (error) {
    if (res.headersSent || res.destroyed || res.writableEnded) {
      if (!res.destroyed) res.destroy(error instanceof Error ? error : new Error(String(error)));
      if (!isClientAbort(error)) logger.error(`${file.fileName} failed while streaming: ${describe(error)}`);
      return;
    }
    logger.error(`${file.fileName} failed before its first byte: ${describe(error)}`);
    for (const header of ['Content-Type', 'Content-Disposition', 'Content-Length']) res.removeHeader(header);
    res.statusCode = 500;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(
      JSON.stringify({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Failed to export project',
      }),
    );
  }
}

function isClientAbort(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE';
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
