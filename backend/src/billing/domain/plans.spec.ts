import { plansResponseSchema } from '../../contracts/billing';
import { limitsFor, lowestTierWith, planFor } from '@bb/kernel';
import { FeatureNotInPlan } from './errors';
import { requireFeature } from './plans';
import { plansResponse } from './plans-response';

describe('requireFeature', () => {
  it('throws FeatureNotInPlan naming the cheapest tier that has it', () => {
    expect(() => requireFeature('pro', 'completePackage')).not.toThrow();
    try {
      requireFeature('starter', 'completePackage');
      throw new Error('expected a throw');
    } catch (e) {
      expect(e).toBeInstanceOf(FeatureNotInPlan);
      expect((e as FeatureNotInPlan).requiredTier).toBe('pro');
      expect((e as FeatureNotInPlan).message).toBe('This feature requires a higher tier subscription');
    }
    expect(lowestTierWith('logos')).toBe('starter');
  });
});

describe('plansResponse (GET /api/plans)', () => {
  it('is valid against the contract and carries the table, so the UI hard-codes no price', () => {
    const response = plansResponseSchema.parse(plansResponse());
    expect(response.plans.map((p) => p.tier)).toEqual(['free', 'starter', 'pro', 'enterprise']);
    expect(response.plans.filter((p) => p.listed).map((p) => p.name)).toEqual(['Free', 'Starter', 'Pro']);
    for (const p of response.plans) {
      expect(p.prices).toEqual(planFor(p.tier).prices);
      expect(p.limits).toEqual(limitsFor(p.tier));
    }
    expect(response.trialDays).toBe(7);
    expect(response.byokDiscountPercent).toBe(30);
  });

  it('writes card lines from the limits', () => {
    const [free, starter, pro, enterprise] = plansResponse().plans;
    expect(free?.highlights).toEqual(
      expect.arrayContaining([
        '2 active projects',
        '3 business ideas per generation',
        '5 name suggestions per generation',
        'No exports',
      ]),
    );
    expect(starter?.highlights).toEqual(
      expect.arrayContaining(['5 exports per month', '5 vibe-coding prompts per month', 'Logo creation']),
    );
    expect(pro?.highlights).toEqual(
      expect.arrayContaining([
        'Unlimited active projects',
        '25 completed projects per month',
        'Priority support',
      ]),
    );
    expect(enterprise?.highlights).toEqual(expect.arrayContaining(['Unlimited exports per month']));
  });
});
