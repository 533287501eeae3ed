import type { ExportType } from '@bb/backend/contracts';
import { exportFileKind, type ExportFileKind } from '@bb/kernel';

/** The document formats a caller may ask for; zips ignore it. */
export type ExportFormat = 'pdf' | 'md';
export type ExportExtension = ExportFileKind;

/** zip for the complete package and the logo files; md or pdf for the documents. */
export const exportExtension = (type: ExportType, format?: ExportFormat): ExportExtension =>
  exportFileKind(type, format);

/** 'YYYY-MM-DD' of `date` in the user's time zone. */
export function localIsoDate(date: Date): string {
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
}

/** The name a file is saved under when the server sends none: '<type>-<date>.<ext>'. */
export function fallbackExportFileName(type: ExportType, date: Date, format?: ExportFormat): string {
  return `${type}-${localIsoDate(date)}.${exportExtension(type, format)}`;
}

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

/** The server's file name when it gives one, else the fallback. */
export function exportFileName(
  contentDisposition: string | null | undefined,
  type: ExportType,
  date: Date,
  format?: ExportFormat,
): string {
  return fileNameFromContentDisposition(contentDisposition) ?? fallbackExportFileName(type, date, format);
}
