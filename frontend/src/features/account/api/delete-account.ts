import type { DeleteAccountRequest } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api';

export const deleteAccount = (body: DeleteAccountRequest) =>
  apiRequest<{ message: string }>('DELETE', '/api/account', body);

/**
 * Deletes the account for good (password required). The server has signed the session out; here
 * every cached answer of the old user goes and the browser returns to the landing page.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      await navigate('/', { replace: true });
      queryClient.setQueryData(['/api/auth/me'], null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== '/api/auth/me' });
    },
  });
}
