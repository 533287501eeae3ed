import type { ExportType } from '@bb/backend/contracts';
import { slugify } from '@bb/kernel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFileName } from '@/features/exports';
import { apiFetch } from '@/lib/api';
import { notHistory, PROJECTS_QUERY_KEY } from './get-projects';

export interface ExportProjectVariables {
  projectId: string;
  format: ExportType;
  /** The project's title, for the fallback file name. */
  title?: string;
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/** POST /api/export/{projectId}/{format}: the file as a blob and the name to save it under. */
export async function exportProject({
  projectId,
  format,
  title,
}: ExportProjectVariables): Promise<ExportedFile> {
  const response = await apiFetch('POST', `/api/export/${encodeURIComponent(projectId)}/${format}`, {});
  const blob = await response.blob();
  const fileName = downloadFileName(response.headers.get('content-disposition'), {
    type: format,
    date: new Date(),
    name: slugify(title ?? ''),
  });
  return { blob, fileName };
}

/** Hands a blob to the browser as a download. */
export function saveBlob({ blob, fileName }: ExportedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportProject,
    onSuccess: (file) => {
      saveBlob(file);
      // Exports count against the month and the project records its export count.
      void queryClient.invalidateQueries({ queryKey: ['/api/subscription-status'] });
      void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY, predicate: notHistory });
    },
  });
}
