/** The tiers that get the weekly ideas calendar. */
export const CALENDAR_TIERS: readonly string[] = ['starter', 'pro', 'enterprise'];

/** Case-insensitive: 'Pro', 'PRO' and 'pro' are all paid. */
export function isPaidTier(tier: string | null | undefined): boolean {
  return typeof tier === 'string' && CALENDAR_TIERS.includes(tier.trim().toLowerCase());
}
