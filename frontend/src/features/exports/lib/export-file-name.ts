import type { ExportType } from '@bb/backend/contracts';
import { exportFileName } from '@bb/kernel';

/** The document formats a caller may ask for; zips ignore it. */
export type ExportFormat = 'pdf' | 'md';

/** Keeps a server-given name from reaching outside the downloads folder or carrying control characters. */
function safeFileName(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : undefined;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* first, then filename). */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const match = /^([\w-]*)'[^']*'(.*)$/.exec(extended.replace(/^"|"$/g, ''));
    const encoded = match ? match[2] : extended.replace(/^"|"$/g, '');
    try {
      const decoded = safeFileName(decodeURIComponent(encoded ?? ''));
      if (decoded) return decoded;
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)?.[1];
  if (quoted !== undefined) return safeFileName(quoted.replace(/\\(.)/g, '$1'));
  const plain = /filename\s*=\s*([^;]+)/i.exec(header)?.[1];
  return plain ? safeFileName(plain) : undefined;
}

/** What the browser knows of a download when the server names none. */
export interface FallbackName {
  type: ExportType;
  date: Date;
  format?: ExportFormat;
  /** The package's slug when the page knows it (a project card's title); none: '<type>-<date>'. */
  name?: string;
}

/**
 * The name a download is saved under: the server's (Content-Disposition) when it gives one, else
 * the kernel's export file name ('<name>-<type>-<UTC date>.<ext>'), as the server would have made it.
 */
export function downloadFileName(
  contentDisposition: string | null | undefined,
  fallback: FallbackName,
): string {
  return (
    fileNameFromContentDisposition(contentDisposition) ??
    exportFileName(fallback.name ?? '', fallback.type, fallback.date, fallback.format)
  );
}
