import type { RegisterRequest, User } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { startSession } from './session-cache';

export function register(body: RegisterRequest): Promise<{ user: User }> {
  return api.post<{ user: User }>('/api/auth/register', body);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
