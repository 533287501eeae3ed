import { exportFileKind, exportFileName as fileNameOf, slugify, type ExportFileKind } from '@bb/kernel';
import type { ExportType } from '../../contracts/options';
import type { ExportableProject } from './exportable-project';
import { textOrUndefined } from './not-defined';

/** The format a caller may ask for; zips ignore it, documents default to PDF. */
export type ExportFormat = 'pdf' | 'md';
export { exportFileKind, type ExportFileKind };

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

/** e.g. "acme-analytics-business-plan-2026-11-22.pdf" (date in UTC; the kernel's naming rule). */
export function exportFileName(
  project: ExportableProject,
  exportType: ExportType,
  format?: ExportFormat,
  now: Date = new Date(),
): string {
  return fileNameOf(exportSlug(project), exportType, now, format);
}

const CONTENT_TYPES: Record<ExportFileKind, string> = {
  pdf: 'application/pdf',
  md: 'text/markdown; charset=utf-8',
  zip: 'application/zip',
};

export function exportContentType(exportType: ExportType, format?: ExportFormat): string {
  return CONTENT_TYPES[exportFileKind(exportType, format)];
}
