import type { AdminAccountRequest, User } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ADMIN_EXISTS_QUERY_KEY } from './get-admin-exists';
import { startSession } from './session-cache';

export function setupAdmin(body: AdminAccountRequest): Promise<{ user: User }> {
  return api.post<{ user: User }>('/api/auth/setup-admin', body);
}

/** Creates the first admin; on success the new admin is signed in. */
export function useSetupAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setupAdmin,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(ADMIN_EXISTS_QUERY_KEY, { adminExists: true });
      startSession(queryClient, user);
    },
  });
}
