import type { StepKey, StepUpdatesResponse } from '@bb/backend/contracts';
import { api } from '@/lib/api';

/** POST /api/projects/{id}/step-updates: what updating the stale steps would change (nothing saved). */
export function proposeStepUpdates(
  projectId: string,
  steps?: readonly StepKey[],
): Promise<StepUpdatesResponse> {
  return api.post<StepUpdatesResponse>(
    `/api/projects/${encodeURIComponent(projectId)}/step-updates`,
    steps ? { steps } : {},
  );
}
