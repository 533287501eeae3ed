import type { AdminUser } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { applyUserUpdate } from './user-updated';

export function updateUserStatus({
  userId,
  isActive,
}: {
  userId: string;
  isActive: boolean;
}): Promise<AdminUser> {
  return api.patch<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/status`, { isActive });
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: (updated) => applyUserUpdate(queryClient, updated),
  });
}
