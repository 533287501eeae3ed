import type { AdminAccountRequest, AdminUser } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ADMIN_STATS_QUERY_KEY } from './get-admin-stats';
import { ADMIN_USERS_QUERY_KEY } from './get-admin-users';

export function createAdminAccount(body: AdminAccountRequest): Promise<AdminUser> {
  return api.post<AdminUser>('/api/admin/users', body);
}

export function useCreateAdminAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminAccount,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY }),
      ]),
  });
}
