import type { SubscriptionStatusResponse } from '@bb/backend/contracts';

export type CompletionLimitState =
  /** No completions left this month: red 'Monthly completion limit reached'. */
  | { kind: 'reached'; completed: number; limit: number; remaining: 0 }
  /** One or fewer left: yellow 'Approaching monthly limit' with Continue and Upgrade. */
  | { kind: 'approaching'; completed: number; limit: number; remaining: number }
  /** More left, or no limit: the blue ready message. */
  | { kind: 'ready'; completed: number; limit: number; remaining: number | null };

/**
 * The limit banner of step 8, from the month's completions and the plan's
 * monthly limit (-1 unlimited).
 */
export function completionLimitState(
  status: Pick<SubscriptionStatusResponse, 'completedThisMonth' | 'monthlyLimit'>,
): CompletionLimitState {
  const { completedThisMonth: completed, monthlyLimit: limit } = status;
  if (limit < 0) return { kind: 'ready', completed, limit, remaining: null };
  const remaining = Math.max(0, limit - completed);
  if (remaining <= 0) return { kind: 'reached', completed, limit, remaining: 0 };
  if (remaining <= 1) return { kind: 'approaching', completed, limit, remaining };
  return { kind: 'ready', completed, limit, remaining };
}

/** '3/10' or '3/unlimited'. */
export const completionsLabel = (completed: number, limit: number) =>
  `${completed}/${limit < 0 ? 'unlimited' : limit}`;
