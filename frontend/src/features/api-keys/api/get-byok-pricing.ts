import type { ByokPricingResponse } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Regular and bring-your-own-keys prices per tier (the key billing reads too). */
export const byokPricingQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/byok/pricing'] as const,
    queryFn: () => api.get<ByokPricingResponse>('/api/byok/pricing'),
  });

export const useByokPricing = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...byokPricingQueryOptions(), enabled: options.enabled ?? true });
