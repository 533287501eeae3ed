import type { Project } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { projectQueryKey } from './get-project';
import { notHistory, PROJECTS_QUERY_KEY } from './get-projects';

/** POST /api/projects/{id}/duplicate: an open copy titled 'Copy of ...'. */
export function duplicateProject(id: string): Promise<Project> {
  return api.post<Project>(`/api/projects/${encodeURIComponent(id)}/duplicate`);
}

export function useDuplicateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateProject,
    onSuccess: (copy) => {
      queryClient.setQueryData(projectQueryKey(copy.id), copy);
      void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY, predicate: notHistory });
      void queryClient.invalidateQueries({ queryKey: ['/api/subscription-status'] });
    },
  });
}
