import type { Tier } from '@bb/backend/contracts';
import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/components/ui/use-toast';
import { createFailureToast } from './project-limit';

/**
 * The toast for a project that could not be created: 'Project Limit Reached' with the upgrade
 * advice of the user's plan (and an Upgrade button), or `fallback`.
 */
export function showCreateFailure(
  error: unknown,
  tier: Tier | undefined,
  goToPricing: () => void,
  fallback = 'Failed to create new project',
): void {
  const { title, description, offerUpgrade } = createFailureToast(error, tier, fallback);
  toast({
    variant: 'destructive',
    title,
    description,
    action: offerUpgrade ? (
      <ToastAction altText="Upgrade your plan on the pricing page" onClick={goToPricing}>
        Upgrade
      </ToastAction>
    ) : undefined,
  });
}
