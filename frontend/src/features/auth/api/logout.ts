import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api';
import { flushPendingSaves } from '@/lib/pending-saves';
import { endSession } from './session-cache';

/** Saves what open pages have not saved yet (the wizard's working copy), then ends the session. */
export async function logout(): Promise<void> {
  await flushPendingSaves();
  return api.post<void>('/api/auth/logout', {});
}

/** Logs out, clears every cached answer and goes to /. A failure is only logged (spec). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await navigate('/', { replace: true });
      endSession(queryClient);
    },
    onError: (error) => {
      console.error('Logout failed', error);
    },
  });
}
