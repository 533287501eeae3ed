import type { ByokPricingResponse, Tier } from '@bb/backend/contracts';

export interface ByokSavings {
  /** Regular minus BYOK price, per month, in cents. */
  monthlySavingsCents: number;
  regularCents: number;
  byokCents: number;
  discountPercent: number;
}

/** What bringing your own keys saves on this tier; null for free (the banner is not shown). */
export function byokSavings(
  pricing: ByokPricingResponse | undefined,
  tier: string | undefined,
): ByokSavings | null {
  if (!pricing || !tier) return null;
  const key = tier.toLowerCase();
  if (key === 'free' || !(key in pricing.pricing)) return null;
  const row = pricing.pricing[key as Tier];
  return {
    monthlySavingsCents: Math.max(0, row.regular - row.byok),
    regularCents: row.regular,
    byokCents: row.byok,
    discountPercent: row.discount,
  };
}

/** '$7.50' from 750 cents. */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
