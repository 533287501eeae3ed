import type { SubscriptionStatusResponse } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The same key the billing pages read, so a plan change there updates this page too. */
export const subscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/subscription-status'] as const,
    queryFn: () => api.get<SubscriptionStatusResponse>('/api/subscription-status'),
  });

/**
 * The plan in effect now: the subscription status once it has answered, else the session user's
 * tier (both already apply the trial), so a known tier never waits for the second call.
 */
export function usePlanTier(sessionTier: string | undefined): {
  tier: string | undefined;
  isPending: boolean;
} {
  const status = useQuery({ ...subscriptionStatusQueryOptions(), enabled: sessionTier !== undefined });
  const tier = status.data?.tier ?? sessionTier;
  return { tier, isPending: tier === undefined };
}
