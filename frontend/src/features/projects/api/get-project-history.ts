import type { ProjectHistoryResponse } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { projectQueryKey } from './get-project';

/** Who wrote each field of a project, step by step (docs/architecture.md "Provenance"). */
export const projectHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...projectQueryKey(id), 'history'] as const,
    queryFn: () => api.get<ProjectHistoryResponse>(`/api/projects/${encodeURIComponent(id)}/history`),
  });

export function useProjectHistory(id: string, enabled = true) {
  return useQuery({ ...projectHistoryQueryOptions(id), enabled });
}
