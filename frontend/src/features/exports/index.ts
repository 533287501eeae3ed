// The exports feature's public API: what other features use of it (they import this file only).
export { useExportProjectPackage } from './api/export-project-file';
export { ExportOptions } from './components/export-options';
export { downloadFileName, type ExportFormat } from './lib/export-file-name';
export { saveFile } from './lib/save-file';
