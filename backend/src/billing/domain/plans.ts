import { canUse, lowestTierWith, type PlanFeature, type Tier } from '@bb/kernel';
import { FeatureNotInPlan } from './errors';

/**
 * The plan table and its helpers are the kernel's (packages/kernel/src/plans.ts), shared with the
 * browser and the other contexts; billing adds the refusal.
 */

/** Throws FeatureNotInPlan ('This feature requires a higher tier subscription') when not allowed. */
export function requireFeature(tier: Tier, feature: PlanFeature): void {
  if (!canUse(tier, feature)) throw new FeatureNotInPlan(feature, tier, lowestTierWith(feature));
}
