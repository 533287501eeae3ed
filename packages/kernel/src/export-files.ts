import type { exportTitles } from './labels';

/** An export a project can be downloaded as ('complete-package', 'business-plan', ...). */
export type ExportKind = keyof typeof exportTitles;

/** The file an export makes. */
export type ExportFileKind = 'pdf' | 'md' | 'zip';

/** The exports that are archives: the complete package and the logo files. */
export const zippedExports: readonly ExportKind[] = ['complete-package', 'logo-files'];

export const isZippedExport = (kind: ExportKind): boolean => zippedExports.includes(kind);

/**
 * The file an export makes: a zip for the archives whatever format is named, a document as
 * Markdown when 'md' is asked for, else PDF. The server names and types its files with it; the
 * browser names a download the server sent no name for.
 */
export function exportFileKind(kind: ExportKind, format?: string): ExportFileKind {
  if (isZippedExport(kind)) return 'zip';
  return format === 'md' ? 'md' : 'pdf';
}

/**
 * The name an export is saved under: '<name>-<kind>-<UTC date>.<file kind>', e.g.
 * 'acme-analytics-business-plan-2026-11-22.pdf'; `name` is a slug (`slugify`), left out when
 * empty. The server names its files with it (the package name: chosen name, title or project id);
 * the browser names a download the server sent no name for the same way.
 */
export function exportFileName(name: string, kind: ExportKind, date: Date, format?: string): string {
  const day = date.toISOString().slice(0, 10);
  return `${name ? `${name}-` : ''}${kind}-${day}.${exportFileKind(kind, format)}`;
}
