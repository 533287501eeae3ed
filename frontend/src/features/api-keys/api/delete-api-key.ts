import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { API_KEYS_QUERY_KEY } from './get-api-keys';

/** Removes the key for good (204). */
export function deleteApiKey(id: string): Promise<void> {
  return api.delete(`/api/user/api-keys/${encodeURIComponent(id)}`);
}

export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
