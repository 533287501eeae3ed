import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const ADMIN_EXISTS_QUERY_KEY = ['/api/auth/admin-exists'] as const;

export interface AdminExists {
  adminExists: boolean;
}

export const adminExistsQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_EXISTS_QUERY_KEY,
    queryFn: () => api.get<AdminExists>('/api/auth/admin-exists'),
  });

export function useAdminExists() {
  return useQuery(adminExistsQueryOptions());
}
