import type { ByokPricingResponse, ByokTierPricing } from '../../contracts/billing';
import type { Tier } from '../../contracts/options';
import { planFor } from '@bb/kernel';

/**
 * Bring-your-own-keys pricing (GET /api/byok/pricing): a user who turns on "use my own keys"
 * saves 30% of the plan price. Amounts are US cents, rounded to the nearest cent
 * (starter 999 -> 699, pro 2499 -> 1749). Free costs nothing, so it shows no discount.
 */
export const BYOK_DISCOUNT_PERCENT = 30;

export function byokPrice(regularCents: number, discountPercent: number = BYOK_DISCOUNT_PERCENT): number {
  return Math.round((regularCents * (100 - discountPercent)) / 100);
}

export function byokPricingFor(tier: Tier): ByokTierPricing {
  const { month, year } = planFor(tier).prices;
  const discount = month === 0 ? 0 : BYOK_DISCOUNT_PERCENT;
  return {
    regular: month,
    byok: byokPrice(month, discount),
    regularYearly: year,
    byokYearly: byokPrice(year, discount),
    discount,
  };
}

function inDollars(tier: Tier): { regular: number; byok: number; discount: number } {
  const { regular, byok, discount } = byokPricingFor(tier);
  return { regular: regular / 100, byok: byok / 100, discount };
}

export function byokPricingResponse(): ByokPricingResponse {
  return {
    free: inDollars('free'),
    starter: inDollars('starter'),
    pro: inDollars('pro'),
    enterprise: inDollars('enterprise'),
    currency: 'usd',
    discountPercent: BYOK_DISCOUNT_PERCENT,
    pricing: {
      free: byokPricingFor('free'),
      starter: byokPricingFor('starter'),
      pro: byokPricingFor('pro'),
      enterprise: byokPricingFor('enterprise'),
    },
  };
}
