import type { Project } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { PROJECTS_QUERY_KEY } from './get-projects';

export const projectQueryKey = (id: string) => [...PROJECTS_QUERY_KEY, id] as const;

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectQueryKey(id),
    queryFn: () => api.get<Project>(`/api/projects/${encodeURIComponent(id)}`),
  });

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
