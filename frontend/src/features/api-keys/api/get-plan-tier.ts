import type { SubscriptionStatusResponse, Tier } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The same key the billing pages read, so a plan change there updates this page too. */
export const subscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/subscription-status'] as const,
    queryFn: () => api.get<SubscriptionStatusResponse>('/api/subscription-status'),
  });

/** The plan in effect now: the subscription status once it has answered, else the session's tier. */
export function usePlanTier(sessionTier: Tier | undefined): Tier | undefined {
  const status = useQuery({ ...subscriptionStatusQueryOptions(), enabled: sessionTier !== undefined });
  return status.data?.tier ?? sessionTier;
}
