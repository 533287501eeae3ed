import type { Plan, PlanLimits, PlansResponse } from '../../contracts/billing';
import type { Tier } from '../../contracts/options';
import { BYOK_DISCOUNT_PERCENT } from './byok-pricing';
import {
  isUnlimited,
  plans,
  tierOrder,
  TRIAL_DAYS,
  TRIAL_TIER,
  trialLimits,
  yearlySavingsPercent,
} from '@bb/kernel';

/** GET /api/plans: the pricing page and the plan cards read prices and limits from here only. */
export function plansResponse(): PlansResponse {
  return {
    currency: 'usd',
    trialDays: TRIAL_DAYS,
    trialTier: TRIAL_TIER,
    trialLimits,
    byokDiscountPercent: BYOK_DISCOUNT_PERCENT,
    plans: tierOrder.map(planCard),
  };
}

function planCard(tier: Tier): Plan {
  const p = plans[tier];
  return {
    tier,
    name: p.name,
    description: p.description,
    prices: { ...p.prices },
    yearlySavingsPercent: yearlySavingsPercent(tier),
    limits: { ...p.limits },
    features: { ...p.features },
    highlights: highlights(p.limits, p.features),
    listed: tier !== 'enterprise',
    recommended: tier === 'pro',
  };
}

const count = (n: number, one: string, many: string, suffix = ''): string =>
  isUnlimited(n) ? `Unlimited ${many}${suffix}` : `${n} ${n === 1 ? one : many}${suffix}`;

/** The lines of a plan card, in the order the pricing page shows them. */
export function highlights(limits: PlanLimits, features: Plan['features']): string[] {
  const lines = [
    count(limits.activeProjects, 'active project', 'active projects'),
    count(limits.completionsPerMonth, 'completed project', 'completed projects', ' per month'),
    `${limits.ideasPerGeneration} business ideas per generation`,
    `${limits.namesPerGeneration} name suggestions per generation`,
    limits.exportsPerMonth === 0
      ? 'No exports'
      : count(limits.exportsPerMonth, 'export', 'exports', ' per month'),
  ];
  if (features.logos) lines.push('Logo creation');
  if (features.userStories) lines.push('User stories');
  if (features.techDocs) lines.push('Technical documentation');
  if (features.pdfExport) lines.push('PDF export');
  if (features.vibeCoding)
    lines.push(
      count(limits.vibeCodingPromptsPerMonth, 'vibe-coding prompt', 'vibe-coding prompts', ' per month'),
    );
  if (features.quickGenerate) lines.push('Quick Generate');
  if (features.weeklyIdeasCalendar) lines.push('Weekly ideas calendar');
  if (features.completePackage) lines.push('Complete package export');
  if (features.advancedAi) lines.push('Advanced AI');
  if (features.prioritySupport) lines.push('Priority support');
  return lines;
}
