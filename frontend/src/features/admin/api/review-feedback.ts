import type { FeedbackItem, ReviewFeedbackRequest } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ADMIN_FEEDBACK_QUERY_KEY } from './get-admin-feedback';
import { ADMIN_STATS_QUERY_KEY } from './get-admin-stats';

/** Mark Resolved (resolved: true) or Reopen (false), with optional notes. */
export function reviewFeedback({
  id,
  ...body
}: ReviewFeedbackRequest & { id: string }): Promise<FeedbackItem> {
  return api.patch<FeedbackItem>(`/api/admin/feedback/${encodeURIComponent(id)}`, body);
}

export function useReviewFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewFeedback,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_FEEDBACK_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/feedback'] }),
      ]),
  });
}
