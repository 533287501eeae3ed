import type { Tier } from '@bb/backend/contracts';
import { planFor, type PaidTier } from '@bb/kernel';
import { formatPrice } from '@/features/billing';

/** 'Pro ($24.99/month)', from the kernel's plan table. */
const offer = (tier: PaidTier) => `${planFor(tier).name} (${formatPrice(planFor(tier).prices.month)}/month)`;

/** The server's refusal of one project too many says this. */
export const PROJECT_LIMIT_TEXT = 'Project limit reached';

export function isProjectLimitError(error: unknown): boolean {
  return error instanceof Error && error.message.includes(PROJECT_LIMIT_TEXT);
}

/** The upgrade advice of the 'Project Limit Reached' toast, by the plan the user is on. */
export function projectLimitAdvice(tier: Tier | undefined): string {
  switch (tier) {
    case 'free':
      return `You have reached the project limit of the Free plan. Upgrade to ${offer('starter')} or ${offer('pro')} to create more projects.`;
    case 'starter':
      return `You have reached the project limit of the Starter plan. Upgrade to ${offer('pro')} for unlimited projects.`;
    default:
      return 'This feature requires a higher tier subscription';
  }
}

export interface CreateFailureToast {
  title: string;
  description: string;
  /** True when an upgrade would lift the limit (free and starter). */
  offerUpgrade: boolean;
}

/** What to tell the user when creating a project failed. */
export function createFailureToast(
  error: unknown,
  tier: Tier | undefined,
  fallback = 'Failed to create new project',
): CreateFailureToast {
  if (isProjectLimitError(error)) {
    return {
      title: 'Project Limit Reached',
      description: projectLimitAdvice(tier),
      offerUpgrade: tier === 'free' || tier === 'starter',
    };
  }
  return { title: 'Error', description: fallback, offerUpgrade: false };
}
