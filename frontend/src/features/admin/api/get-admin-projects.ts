import type { AdminProject } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const ADMIN_PROJECTS_QUERY_KEY = ['/api/admin/projects'] as const;

export const adminProjectsQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_PROJECTS_QUERY_KEY,
    queryFn: () => api.get<AdminProject[]>('/api/admin/projects'),
  });

export const useAdminProjects = () => useQuery(adminProjectsQueryOptions());
