import { byokPricingResponseSchema } from '../../contracts/billing';
import { BYOK_DISCOUNT_PERCENT, byokPrice, byokPricingFor, byokPricingResponse } from './byok-pricing';

describe('BYOK pricing', () => {
  it('saves 30% on every paid tier, to the cent', () => {
    expect(BYOK_DISCOUNT_PERCENT).toBe(30);
    expect(byokPricingFor('starter')).toEqual({
      regular: 999,
      byok: 699,
      regularYearly: 9999,
      byokYearly: 6999,
      discount: 30,
    });
    expect(byokPricingFor('pro')).toEqual({
      regular: 2499,
      byok: 1749,
      regularYearly: 24999,
      byokYearly: 17499,
      discount: 30,
    });
    expect(byokPricingFor('enterprise')).toEqual({
      regular: 9999,
      byok: 6999,
      regularYearly: 99999,
      byokYearly: 69999,
      discount: 30,
    });
  });

  it('free costs nothing and shows no discount', () => {
    expect(byokPricingFor('free')).toEqual({
      regular: 0,
      byok: 0,
      regularYearly: 0,
      byokYearly: 0,
      discount: 0,
    });
  });

  it('rounds to the nearest cent', () => {
    expect(byokPrice(1000)).toBe(700);
    expect(byokPrice(5)).toBe(4); // 3.5 -> 4
  });

  it('the response for GET /api/byok/pricing matches the contract', () => {
    const r = byokPricingResponseSchema.parse(byokPricingResponse());
    expect(r.pricing.pro.regular - r.pricing.pro.byok).toBe(750); // '$7.50 saved per month'
    expect(r.discountPercent).toBe(30);
  });
});
