import type { CancelSubscriptionResponse } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { refreshPlan } from './invalidate-plan';

export const cancelSubscription = () => api.post<CancelSubscriptionResponse>('/api/cancel-subscription', {});

/** Cancel at the end of the billing period (the plan stays until then). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    // Not awaited: the caller's own onSuccess runs before the refetch unmounts what it belongs to.
    onSuccess: () => void refreshPlan(queryClient),
  });
}
