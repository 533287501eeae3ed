import { canUse, tiers } from '@bb/kernel';

/** The tiers that get the weekly ideas calendar (the kernel's plan table). */
export const CALENDAR_TIERS: readonly string[] = tiers.filter((t) => canUse(t, 'weeklyIdeasCalendar'));

/** Case-insensitive: 'Pro', 'PRO' and 'pro' are all paid. */
export function isPaidTier(tier: string | null | undefined): boolean {
  return typeof tier === 'string' && CALENDAR_TIERS.includes(tier.trim().toLowerCase());
}
