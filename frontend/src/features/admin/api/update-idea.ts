import type { DailyIdea, PatchIdeaRequest } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateIdeas } from './ideas-changed';

/** Any subset of the idea's fields, or { isActive } for the Active/Inactive toggle. */
export function updateIdea({ id, patch }: { id: string; patch: PatchIdeaRequest }): Promise<DailyIdea> {
  return api.patch<DailyIdea>(`/api/admin/ideas/${encodeURIComponent(id)}`, patch);
}

export function useUpdateIdea() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateIdea, onSuccess: () => invalidateIdeas(queryClient) });
}
