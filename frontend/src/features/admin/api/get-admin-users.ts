import type { AdminUser } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const ADMIN_USERS_QUERY_KEY = ['/api/admin/users'] as const;

export const adminUsersQueryOptions = () =>
  queryOptions({ queryKey: ADMIN_USERS_QUERY_KEY, queryFn: () => api.get<AdminUser[]>('/api/admin/users') });

export const useAdminUsers = () => useQuery(adminUsersQueryOptions());
