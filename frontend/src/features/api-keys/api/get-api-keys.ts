import type { ApiKeySummary } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const API_KEYS_QUERY_KEY = ['/api/user/api-keys'] as const;

/** The user's stored keys: never the key itself, only a masked hint. */
export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: API_KEYS_QUERY_KEY,
    queryFn: () => api.get<ApiKeySummary[]>('/api/user/api-keys'),
  });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());
