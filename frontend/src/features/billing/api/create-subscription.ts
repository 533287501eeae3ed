import type { CreateSubscriptionRequest, CreateSubscriptionResponse } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { refreshPlan } from './invalidate-plan';

export const createSubscription = (body: CreateSubscriptionRequest) =>
  api.post<CreateSubscriptionResponse>('/api/create-subscription', body);

/** Subscribe: active at once in demo mode; with Stripe, the answer carries the card form's secret. */
export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    // Not awaited: the caller's own onSuccess runs before the refetch unmounts what it belongs to.
    onSuccess: () => void refreshPlan(queryClient),
  });
}
