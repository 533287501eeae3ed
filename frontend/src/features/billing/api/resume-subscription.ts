import type { ResumeSubscriptionResponse } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { refreshPlan } from './invalidate-plan';

export const resumeSubscription = () => api.post<ResumeSubscriptionResponse>('/api/resume-subscription', {});

/** Withdraw a cancellation at period end: the same plan renews again. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: () => void refreshPlan(queryClient),
  });
}
