import type { SubscriptionStatusResponse } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const SUBSCRIPTION_STATUS_QUERY_KEY = ['/api/subscription-status'] as const;

/** The plan in effect now (a trial counts as its tier), this month's usage and the limits. */
export const subscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: SUBSCRIPTION_STATUS_QUERY_KEY,
    queryFn: () => api.get<SubscriptionStatusResponse>('/api/subscription-status'),
  });

export function useSubscriptionStatus() {
  return useQuery(subscriptionStatusQueryOptions());
}
