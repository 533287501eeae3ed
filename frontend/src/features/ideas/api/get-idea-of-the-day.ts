import type { DailyIdea } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Today's featured idea (public). `featuredDate` is 'YYYY-MM-DD', a calendar day in New York. */
export type IdeaOfTheDay = DailyIdea;

export const IDEA_OF_THE_DAY_QUERY_KEY = ['/api/idea-of-the-day'] as const;

export const ideaOfTheDayQueryOptions = () =>
  queryOptions({
    queryKey: IDEA_OF_THE_DAY_QUERY_KEY,
    queryFn: () => api.get<IdeaOfTheDay>('/api/idea-of-the-day'),
  });

export function useIdeaOfTheDay() {
  return useQuery(ideaOfTheDayQueryOptions());
}
