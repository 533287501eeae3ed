import type { LoginRequest, User } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { startSession } from './session-cache';

export function login(body: LoginRequest): Promise<{ user: User }> {
  return api.post<{ user: User }>('/api/auth/login', body);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
