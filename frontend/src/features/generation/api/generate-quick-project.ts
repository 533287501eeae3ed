import type { QuickProjectRequest, QuickProjectResponse } from '@bb/backend/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { WithProvenance } from './generation-result';

export type QuickProjectResult = WithProvenance<QuickProjectResponse>;

/** POST /api/generate/quick-project (paid plans): stepData of steps 1-7 from one idea, not yet saved. */
export function generateQuickProject(body: QuickProjectRequest): Promise<QuickProjectResult> {
  return api.post<QuickProjectResult>('/api/generate/quick-project', body);
}

export function useGenerateQuickProject() {
  return useMutation({ mutationFn: generateQuickProject });
}
