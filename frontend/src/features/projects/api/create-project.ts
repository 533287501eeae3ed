import type { CreateProjectRequest, Project } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { projectQueryKey } from './get-project';
import { notHistory, PROJECTS_QUERY_KEY } from './get-projects';

/** A new project: the dashboard sends an empty title, step 1 and empty stepData. */
export const EMPTY_PROJECT: CreateProjectRequest = { title: '', currentStep: 1, stepData: {} };

export function createProject(body: CreateProjectRequest): Promise<Project> {
  return api.post<Project>('/api/projects', body);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectQueryKey(project.id), project);
      void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY, predicate: notHistory });
      void queryClient.invalidateQueries({ queryKey: ['/api/subscription-status'] });
    },
  });
}
