import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './api';

/**
 * Server state lives here. no automatic retry, no refetch on focus,
 * no polling, never stale (queries refresh when a mutation invalidates them).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
