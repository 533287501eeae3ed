import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateIdeas } from './ideas-changed';

export function deleteIdea(id: string): Promise<void> {
  return api.delete(`/api/admin/ideas/${encodeURIComponent(id)}`);
}

export function useDeleteIdea() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteIdea, onSuccess: () => invalidateIdeas(queryClient) });
}
