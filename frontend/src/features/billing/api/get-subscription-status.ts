import type { SubscriptionStatusResponse } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The same key the dashboard and the wizard read: a change here updates them too. */
export const SUBSCRIPTION_STATUS_KEY = ['/api/subscription-status'] as const;

export const subscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: SUBSCRIPTION_STATUS_KEY,
    queryFn: () => api.get<SubscriptionStatusResponse>('/api/subscription-status'),
  });

/** The plan in effect now (a trial counts as pro), usage this month, the subscription and invoices. */
export const useSubscriptionStatus = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...subscriptionStatusQueryOptions(), enabled: options.enabled ?? true });
