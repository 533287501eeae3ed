import type { BillingConfigResponse } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Demo or Stripe, and the publishable key the card form needs. */
export const billingConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/billing/config'] as const,
    queryFn: () => api.get<BillingConfigResponse>('/api/billing/config'),
  });

export const useBillingConfig = () => useQuery(billingConfigQueryOptions());
