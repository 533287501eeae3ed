import type { CompleteProjectResponse, CompletionOutcome } from '@bb/backend/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';

/**
 * POST /api/projects/{id}/complete (the project must be at step 8): for a project the monthly
 * limit left open at step 8, or a step rendered without the frame's completeProject. The
 * answer's project replaces the cached one, so the wizard turns read-only.
 */
export async function completeProjectDirectly(
  queryClient: QueryClient,
  projectId: string,
): Promise<CompletionOutcome> {
  try {
    const answer = await api.post<CompleteProjectResponse>(
      `/api/projects/${encodeURIComponent(projectId)}/complete`,
    );
    queryClient.setQueryData(['/api/projects', projectId], answer.project);
    void queryClient.invalidateQueries({ queryKey: ['/api/subscription-status'] });
    return {
      completed: true,
      completedThisMonth: answer.completedThisMonth,
      monthlyLimit: answer.monthlyLimit,
    };
  } catch (error) {
    if (
      isApiError(error) &&
      error.status === 403 &&
      /monthly completion limit/i.test(error.serverMessage ?? '')
    ) {
      return { completed: false, reason: 'MonthlyLimitReached', completedThisMonth: 0, monthlyLimit: 0 };
    }
    throw error;
  }
}
