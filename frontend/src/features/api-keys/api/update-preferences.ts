import type { UpdatePreferencesRequest, UserPreferences } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { PREFERENCES_QUERY_KEY } from './get-preferences';

export function updatePreferences(body: UpdatePreferencesRequest): Promise<UserPreferences> {
  return api.put<UserPreferences>('/api/user/preferences', body);
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_QUERY_KEY, saved),
  });
}
