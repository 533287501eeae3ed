import type { CreateIdeaRequest, DailyIdea } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateIdeas } from './ideas-changed';

export function createIdea(body: CreateIdeaRequest): Promise<DailyIdea> {
  return api.post<DailyIdea>('/api/admin/ideas', body);
}

export function useCreateIdea() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createIdea, onSuccess: () => invalidateIdeas(queryClient) });
}
