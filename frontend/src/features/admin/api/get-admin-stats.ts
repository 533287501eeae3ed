import type { AdminStats } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const ADMIN_STATS_QUERY_KEY = ['/api/admin/stats'] as const;

/** Spec part 2: the admin stats refresh every 30000 ms. */
export const ADMIN_STATS_REFRESH_MS = 30_000;

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_STATS_QUERY_KEY,
    queryFn: () => api.get<AdminStats>('/api/admin/stats'),
    refetchInterval: ADMIN_STATS_REFRESH_MS,
  });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
