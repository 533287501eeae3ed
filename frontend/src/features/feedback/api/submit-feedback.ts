import type { FeedbackItem, SubmitFeedbackRequest } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { FEEDBACK_QUERY_KEY } from './get-feedback';

export function submitFeedback(body: SubmitFeedbackRequest): Promise<FeedbackItem> {
  return api.post<FeedbackItem>('/api/feedback', body);
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_QUERY_KEY }),
  });
}
