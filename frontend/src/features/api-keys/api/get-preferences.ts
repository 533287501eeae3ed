import type { UserPreferences } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const PREFERENCES_QUERY_KEY = ['/api/user/preferences'] as const;

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: PREFERENCES_QUERY_KEY,
    queryFn: () => api.get<UserPreferences>('/api/user/preferences'),
  });

export const usePreferences = () => useQuery(preferencesQueryOptions());
