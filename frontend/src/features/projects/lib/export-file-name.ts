import type { ExportType } from '@bb/backend/contracts';
import { exportFileKind } from '@bb/kernel';

/** Zips for the complete package and the logo files, PDFs otherwise. */
export const exportExtension = (format: ExportType) => exportFileKind(format);

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/** 'acme-complete-package-2026-03-04.zip': the package, the format and the local date. */
export function exportFileName(format: ExportType, date: Date, title?: string): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
  const name = title ? slug(title) : '';
  return `${name ? `${name}-` : ''}${format}-${day}.${exportExtension(format)}`;
}

/** The file name a Content-Disposition header gives, if any (filename* first). */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || undefined;
}
