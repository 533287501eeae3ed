import type { QueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_STATUS_KEY } from './get-subscription-status';

/**
 * After any plan change: the status (dashboard banner, wizard gates, this page) and the session
 * (its subscriptionTier) are read again.
 */
export async function refreshPlan(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/auth/me'] }),
  ]);
}
