import type { ExportType } from '@bb/backend/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';
import { downloadFileName, type ExportFormat } from '../lib/export-file-name';
import { saveFile } from '../lib/save-file';

export interface ExportProjectFileVariables {
  projectId: string;
  type: ExportType;
  /** Only for the documents that offer a choice; a PDF is what the server makes without one. */
  format?: ExportFormat;
}

export interface ExportedProjectFile {
  blob: Blob;
  fileName: string;
}

/**
 * POST /api/export/{projectId}/{exportType} with an optional { format }: the file as a blob and
 * the name to save it under (the server's Content-Disposition, else '<type>-<date>.<ext>').
 * A refusal (403: plan or monthly export limit) throws an ApiError with the server's message.
 */
export async function exportProjectFile({
  projectId,
  type,
  format,
}: ExportProjectFileVariables): Promise<ExportedProjectFile> {
  const url = `/api/export/${encodeURIComponent(projectId)}/${encodeURIComponent(type)}`;
  const response = await apiFetch('POST', url, format ? { format } : {});
  const blob = await response.blob();
  const fileName = downloadFileName(response.headers.get('content-disposition'), {
    type,
    date: new Date(),
    format,
  });
  return { blob, fileName };
}

/**
 * What an export (or a refused one) changes: the month's export count, the lists (export counts on
 * the cards) and this project (exportCount, lastExportedAt); not histories.
 */
function refreshAfterExport(queryClient: QueryClient, projectId: string): void {
  void queryClient.invalidateQueries({ queryKey: ['/api/subscription-status'] });
  void queryClient.invalidateQueries({
    queryKey: ['/api/projects'],
    predicate: ({ queryKey }) =>
      queryKey.length === 1 ||
      typeof queryKey[1] === 'object' ||
      (queryKey.length === 2 && queryKey[1] === projectId),
  });
}

/** Downloads the export, then refreshes what an export changes: the month's export count and the project's. */
export function useExportProjectFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportProjectFile,
    onSuccess: (file) => saveFile(file.blob, file.fileName),
    onSettled: (_file, _error, { projectId }) => refreshAfterExport(queryClient, projectId),
  });
}

/** The name the complete package of POST /api/export/{id} is saved under. */
export const projectPackageFileName = (projectId: string): string => `project-${projectId}-export.zip`;

/**
 * POST /api/export/{id} with { format: 'complete' }: the whole project as one zip, saved as
 * project-{id}-export.zip (the edit page's Export Project). A refusal throws an ApiError whose
 * serverMessage is the JSON answer's message.
 */
export async function exportProjectPackage({
  projectId,
  version,
}: {
  projectId: string;
  /** A history entry's version: the package as the project was then (default: as it is now). */
  version?: number;
}): Promise<ExportedProjectFile> {
  const response = await apiFetch('POST', `/api/export/${encodeURIComponent(projectId)}`, {
    format: 'complete',
    ...(version === undefined ? {} : { version }),
  });
  const fileName =
    version === undefined
      ? projectPackageFileName(projectId)
      : projectPackageFileName(projectId).replace(/-export\.zip$/, `-v${version}-export.zip`);
  return { blob: await response.blob(), fileName };
}

/** Downloads the complete package, then refreshes the month's export count and the project's. */
export function useExportProjectPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportProjectPackage,
    onSuccess: (file) => saveFile(file.blob, file.fileName),
    onSettled: (_file, _error, { projectId }) => refreshAfterExport(queryClient, projectId),
  });
}
