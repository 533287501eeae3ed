export type { ExportableProject } from './exportable-project';
export { renderExport, type RenderExportOptions } from './render-export';
export {
  exportContentType,
  exportFileKind,
  exportFileName,
  exportSlug,
  type ExportFileKind,
  type ExportFormat,
} from './export-file-name';
export { NOT_DEFINED } from './not-defined';
