import type { AdminFeedbackItem } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const ADMIN_FEEDBACK_QUERY_KEY = ['/api/admin/feedback'] as const;

/** Every user's feedback, newest first, with its author. */
export const adminFeedbackQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_FEEDBACK_QUERY_KEY,
    queryFn: () => api.get<AdminFeedbackItem[]>('/api/admin/feedback'),
  });

export const useAdminFeedback = () => useQuery(adminFeedbackQueryOptions());
