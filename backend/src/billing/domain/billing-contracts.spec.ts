import { z } from 'zod';
import {
  billingEventDataSchemas,
  byokPricingResponseSchema,
  cancelSubscriptionRequestSchema,
  cancelSubscriptionResponseSchema,
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  plansResponseSchema,
  resumeSubscriptionRequestSchema,
  resumeSubscriptionResponseSchema,
  startTrialRequestSchema,
  startTrialResponseSchema,
  subscriptionStatusResponseSchema,
  upgradeSubscriptionRequestSchema,
  upgradeSubscriptionResponseSchema,
} from '../../contracts/billing';

describe('billing contracts', () => {
  it('every request and response schema converts to JSON Schema (OpenAPI at boot)', () => {
    const schemas = {
      subscriptionStatusResponseSchema,
      createSubscriptionRequestSchema,
      createSubscriptionResponseSchema,
      upgradeSubscriptionRequestSchema,
      upgradeSubscriptionResponseSchema,
      cancelSubscriptionRequestSchema,
      cancelSubscriptionResponseSchema,
      resumeSubscriptionRequestSchema,
      resumeSubscriptionResponseSchema,
      startTrialRequestSchema,
      startTrialResponseSchema,
      byokPricingResponseSchema,
      plansResponseSchema,
      ...billingEventDataSchemas,
    };
    for (const schema of Object.values(schemas)) {
      expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
      expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
    }
  });

  it('requests: paid tiers only, interval optional, unknown keys stripped', () => {
    expect(createSubscriptionRequestSchema.safeParse({ tier: 'pro' }).success).toBe(true);
    expect(createSubscriptionRequestSchema.safeParse({ tier: 'enterprise', interval: 'year' }).success).toBe(
      true,
    );
    expect(createSubscriptionRequestSchema.safeParse({ tier: 'free' }).success).toBe(false);
    expect(createSubscriptionRequestSchema.safeParse({ tier: 'pro', interval: 'week' }).success).toBe(false);
    expect(createSubscriptionRequestSchema.parse({ tier: 'pro', price: 1 })).toEqual({ tier: 'pro' });
    expect(upgradeSubscriptionRequestSchema.safeParse({ targetTier: 'starter' }).success).toBe(true);
    expect(upgradeSubscriptionRequestSchema.safeParse({ targetTier: 'free' }).success).toBe(false);
    expect(cancelSubscriptionRequestSchema.safeParse({}).success).toBe(true);
    expect(startTrialRequestSchema.parse({ tier: 'pro' })).toEqual({});
  });
});
