import type { AddApiKeyRequest, ApiKeySummary } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { API_KEYS_QUERY_KEY } from './get-api-keys';

export function addApiKey(body: AddApiKeyRequest): Promise<ApiKeySummary> {
  return api.post<ApiKeySummary>('/api/user/api-keys', body);
}

export function useAddApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
