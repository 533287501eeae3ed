import type { GamificationStats } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const GAMIFICATION_STATS_QUERY_KEY = ['/api/gamification/stats'] as const;

/**
 * GET /api/gamification/stats (signed in only). Points come from activity anywhere in the app
 * (saves, exports, idea views), which no mutation here invalidates: the tracker reads them afresh
 * each time it is opened instead of trusting a cached copy.
 */
export const gamificationStatsQueryOptions = () =>
  queryOptions({
    queryKey: GAMIFICATION_STATS_QUERY_KEY,
    queryFn: () => api.get<GamificationStats>('/api/gamification/stats'),
    refetchOnMount: 'always',
  });

export function useGamificationStats(enabled = true) {
  return useQuery({ ...gamificationStatsQueryOptions(), enabled });
}
