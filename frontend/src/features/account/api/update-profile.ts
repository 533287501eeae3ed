import type { ProfileUpdate, User } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The session's key (its URL): the answer is the signed-in user as they are now. */
const SESSION_KEY = ['/api/auth/me'] as const;

export const updateProfile = (body: ProfileUpdate) => api.put<{ user: User }>('/api/auth/profile', body);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(SESSION_KEY, user),
  });
}
