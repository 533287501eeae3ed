import type { DailyIdea } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const ADMIN_IDEAS_QUERY_KEY = ['/api/admin/idea-of-the-day'] as const;

/** The ideas admins created (not deleted), newest first. */
export const adminIdeasQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_IDEAS_QUERY_KEY,
    queryFn: () => api.get<DailyIdea[]>('/api/admin/idea-of-the-day'),
  });

export const useAdminIdeas = () => useQuery(adminIdeasQueryOptions());
