import type {
  Project,
  SavedProject,
  StepData,
  StepFields,
  UpdateProjectRequest,
  UpdateProjectResponse,
} from '@bb/backend/contracts';
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

/**
 * The lean save: PATCH with only the changed fields (`fields`, `cleared`) and the version last
 * seen (`expectedVersion`; 409 VersionConflict when the project changed since), answered with
 * `Prefer: return=minimal` by what the save changed besides those fields (no step data, no logos).
 */
export function saveProjectFields({ id, body }: UpdateProjectVariables): Promise<SavedProject> {
  return apiRequest<SavedProject>('PATCH', `/api/projects/${encodeURIComponent(id)}`, body, {
    headers: { Prefer: 'return=minimal' },
  });
}

/** `stepData` with the sent fields over it and the cleared ones removed (what the server did). */
export function withFields(
  stepData: StepData,
  fields: StepFields = {},
  cleared: readonly string[] = [],
): StepData {
  const next: Record<string, Record<string, unknown>> = {};
  for (const [step, value] of Object.entries(stepData)) if (value) next[step] = { ...value };
  for (const [step, values] of Object.entries(fields)) {
    if (values) Object.assign((next[step] ??= {}), values);
  }
  for (const key of cleared) {
    const dot = key.indexOf('.');
    delete next[key.slice(0, dot)]?.[key.slice(dot + 1)];
  }
  return next;
}

/**
 * After a lean save: the cached project takes the answer, and the fields sent (the answer has no
 * step data; the client already has it). The lists are refreshed.
 */
export function projectFieldsSaved(
  queryClient: QueryClient,
  saved: SavedProject,
  sent: UpdateProjectRequest,
): void {
  queryClient.setQueryData<Project>(projectQueryKey(saved.id), (cached) =>
    cached
      ? {
          ...cached,
          version: saved.version,
          title: saved.title,
          status: saved.status,
          currentStep: saved.currentStep,
          stepLabel: `Step ${saved.currentStep} of 8`,
          completionPercentage: saved.completionPercentage,
          stepsDone: saved.stepsDone,
          staleSteps: saved.staleSteps,
          sources: saved.sources,
          updatedAt: saved.updatedAt ?? cached.updatedAt,
          stepData: withFields(cached.stepData, sent.fields, sent.cleared),
        }
      : cached,
  );
  void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY, predicate: notHistory });
  if (saved.status === 'completed')
    void queryClient.invalidateQueries({ queryKey: ['/api/subscription-status'] });
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
