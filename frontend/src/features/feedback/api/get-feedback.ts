import type { FeedbackItem } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const FEEDBACK_QUERY_KEY = ['/api/feedback'] as const;

/** The signed-in user's own feedback, newest first. */
export const feedbackQueryOptions = () =>
  queryOptions({ queryKey: FEEDBACK_QUERY_KEY, queryFn: () => api.get<FeedbackItem[]>('/api/feedback') });

export const useFeedback = () => useQuery(feedbackQueryOptions());
