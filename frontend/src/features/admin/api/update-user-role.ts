import type { AdminUser, Role } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { applyUserUpdate } from './user-updated';

export function updateUserRole({ userId, role }: { userId: string; role: Role }): Promise<AdminUser> {
  return api.patch<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/role`, { role });
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: (updated) => applyUserUpdate(queryClient, updated),
  });
}
