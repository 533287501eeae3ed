import type { WeeklyIdeasResponse } from '@bb/backend/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const WEEKLY_IDEAS_QUERY_KEY = ['/api/idea-of-the-day/weekly'] as const;

/** Monday..Sunday of the week `weekOffset` weeks from this one (paid tiers; 403 otherwise). */
export const weeklyIdeasQueryOptions = (weekOffset: number) =>
  queryOptions({
    queryKey: [...WEEKLY_IDEAS_QUERY_KEY, { weekOffset }] as const,
    queryFn: () => api.get<WeeklyIdeasResponse>(`/api/idea-of-the-day/weekly?weekOffset=${weekOffset}`),
  });

export function useWeeklyIdeas(weekOffset: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...weeklyIdeasQueryOptions(weekOffset),
    enabled: options.enabled ?? true,
    // keep the last week on screen while the next one loads, so the grid does not jump
    placeholderData: keepPreviousData,
  });
}
