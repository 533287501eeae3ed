import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { projectQueryKey } from './get-project';
import { notHistory, PROJECTS_QUERY_KEY } from './get-projects';

export function deleteProject(id: string): Promise<void> {
  return api.delete(`/api/projects/${encodeURIComponent(id)}`);
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: projectQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY, predicate: notHistory });
      void queryClient.invalidateQueries({ queryKey: ['/api/subscription-status'] });
    },
  });
}
