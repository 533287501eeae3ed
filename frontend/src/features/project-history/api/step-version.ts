import type { FieldSource, Project, StepKey } from '@bb/backend/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectHistoryQueryOptions, projectQueryKey, projectSaved } from '@/features/projects';
import { api } from '@/lib/api';

/**
 * The answer of GET /api/projects/{id}/history/{version}/step/{stepKey}
 * (backend/src/projects/commands/restore-step-data/restore-step-data.request.ts).
 */
export interface StepVersion {
  projectId: string;
  version: number;
  step: StepKey;
  at: string;
  /** The step's object after that version ({} when the step had no data then). */
  value: Record<string, unknown>;
  sources: Record<string, FieldSource>;
}

/** The query key is the URL: /api/projects/{id}/history/{version}/step/{step}. */
export const stepVersionQueryOptions = (projectId: string, version: number, step: StepKey) =>
  queryOptions({
    queryKey: [...projectQueryKey(projectId), 'history', version, 'step', step] as const,
    queryFn: () =>
      api.get<StepVersion>(
        `/api/projects/${encodeURIComponent(projectId)}/history/${version}/step/${encodeURIComponent(step)}`,
      ),
  });

export function useStepVersion(projectId: string, selection: { version: number; step: StepKey } | null) {
  return useQuery({
    ...stepVersionQueryOptions(projectId, selection?.version ?? 0, selection?.step ?? 'ideaGeneration'),
    enabled: selection !== null,
  });
}

export interface RestoreStepDataVariables {
  projectId: string;
  version: number;
  step: StepKey;
}

/** POST /api/projects/{id}/restore: the step back as it was after `version`; answers the project. */
export function restoreStepData({ projectId, version, step }: RestoreStepDataVariables): Promise<Project> {
  return api.post<Project>(`/api/projects/${encodeURIComponent(projectId)}/restore`, { version, step });
}

export function useRestoreStepData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreStepData,
    onSuccess: (project) => {
      projectSaved(queryClient, project);
      void queryClient.invalidateQueries({ queryKey: projectHistoryQueryOptions(project.id).queryKey });
    },
  });
}
