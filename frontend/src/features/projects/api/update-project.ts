import type { Project, UpdateProjectRequest, UpdateProjectResponse } from '@bb/backend/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api';
import { projectQueryKey } from './get-project';
import { notHistory, PROJECTS_QUERY_KEY } from './get-projects';

export interface UpdateProjectVariables {
  id: string;
  body: UpdateProjectRequest;
}

/** PATCH /api/projects/{id}: stepData merged per step key, currentStep the highest step reached, title. */
export function updateProject({ id, body }: UpdateProjectVariables): Promise<UpdateProjectResponse> {
  return api.patch<UpdateProjectResponse>(`/api/projects/${encodeURIComponent(id)}`, body);
}

/** Keepalive requests may carry at most 64 KB (the fetch standard's in-flight budget). */
export const KEEPALIVE_MAX_BYTES = 60_000;

/**
 * The same PATCH sent so that it outlives the page (the tab is hidden or closing). Larger bodies
 * go as an ordinary request, which the browser may cancel; the local draft covers that case.
 */
export function updateProjectOnLeave({ id, body }: UpdateProjectVariables): Promise<UpdateProjectResponse> {
  const keepalive = new Blob([JSON.stringify(body)]).size <= KEEPALIVE_MAX_BYTES;
  return apiRequest<UpdateProjectResponse>('PATCH', `/api/projects/${encodeURIComponent(id)}`, body, {
    keepalive,
  });
}

/** After a save: the answer is the project as it is now; the lists and the history are refreshed. */
export function projectSaved(queryClient: QueryClient, project: UpdateProjectResponse): void {
  const saved: Project = { ...project };
  delete (saved as UpdateProjectResponse).completion;
  queryClient.setQueryData(projectQueryKey(project.id), saved);
  void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY, predicate: notHistory });
  if (project.status === 'completed')
    void queryClient.invalidateQueries({ queryKey: ['/api/subscription-status'] });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: (project) => projectSaved(queryClient, project),
  });
}
