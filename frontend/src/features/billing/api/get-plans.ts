import type { PlansResponse } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const PLANS_QUERY_KEY = ['/api/plans'] as const;

/** The plan cards: prices, limits, features and the trial, from the server's one table. */
export const plansQueryOptions = () =>
  queryOptions({ queryKey: PLANS_QUERY_KEY, queryFn: () => api.get<PlansResponse>('/api/plans') });

export const usePlans = () => useQuery(plansQueryOptions());
