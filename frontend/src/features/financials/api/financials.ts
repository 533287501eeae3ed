import type { FinancialsResponse, UpdateFinancialsRequest } from '@bb/backend/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectHistoryQueryOptions, projectQueryKey } from '@/features/projects';
import { api } from '@/lib/api';

const url = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/financials`;

/** GET /api/projects/{id}/financials: the assumptions, their origins and the three scenarios. */
export const financialsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...projectQueryKey(projectId), 'financials'] as const,
    queryFn: () => api.get<FinancialsResponse>(url(projectId)),
  });

export function useFinancials(projectId: string) {
  return useQuery(financialsQueryOptions(projectId));
}

/** PUT: the changed assumptions (null = back to the default); answers the recomputed model. */
export function useUpdateFinancials(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateFinancialsRequest) => api.put<FinancialsResponse>(url(projectId), patch),
    onSuccess: (answer) => {
      queryClient.setQueryData(financialsQueryOptions(projectId).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: projectHistoryQueryOptions(projectId).queryKey });
    },
  });
}
