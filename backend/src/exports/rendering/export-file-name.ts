import { exportFileKind, type ExportFileKind } from '@bb/kernel';
import type { ExportType } from '../../contracts/options';
import type { ExportableProject } from './exportable-project';
import { textOrUndefined } from './not-defined';

/** The format a caller may ask for; zips ignore it, documents default to PDF. */
export type ExportFormat = 'pdf' | 'md';
export { exportFileKind, type ExportFileKind };

/** "Café Crème & Co." -> "cafe-creme-and-co"; ASCII letters, digits and single hyphens only. */
export function slugify(text: string, maxLength = 60): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > maxLength / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/** The package name in file names: the chosen business name, else the title, else project-<id>. */
export function exportSlug(project: ExportableProject): string {
  const candidates = [project.stepData.nameGeneration?.selectedName?.name, project.title];
  for (const candidate of candidates) {
    const slug = slugify(textOrUndefined(candidate) ?? '');
    if (slug) return slug;
  }
  const id = slugify(project.id, 40);
  return id ? `project-${id}` : 'project';
}

/** e.g. "acme-analytics-business-plan-2026-11-22.pdf" (date in UTC). */
export function exportFileName(
  project: ExportableProject,
  exportType: ExportType,
  format?: ExportFormat,
  now: Date = new Date(),
): string {
  return `${exportSlug(project)}-${exportType}-${formatIsoDate(now)}.${exportFileKind(exportType, format)}`;
}

const CONTENT_TYPES: Record<ExportFileKind, string> = {
  pdf: 'application/pdf',
  md: 'text/markdown; charset=utf-8',
  zip: 'application/zip',
};

export function exportContentType(exportType: ExportType, format?: ExportFormat): string {
  return CONTENT_TYPES[exportFileKind(exportType, format)];
}

/** "2026-11-22" (UTC). Here, not in render-context, so naming a file never loads the renderer. */
export function formatIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
