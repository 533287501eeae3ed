import type { ChangePlanRequest, UpgradeSubscriptionResponse } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { refreshPlan } from './invalidate-plan';

export const changePlan = (body: ChangePlanRequest) =>
  api.post<UpgradeSubscriptionResponse>('/api/upgrade-subscription', body);

/** Upgrade or downgrade; to free ends a trial at once, a paid plan at the end of its period. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    // Not awaited: the caller's own onSuccess runs before the refetch unmounts what it belongs to.
    onSuccess: () => void refreshPlan(queryClient),
  });
}
