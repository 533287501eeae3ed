import type { ExportKind } from './export-files';
import { tierLabels } from './labels';

/**
 * What each tier allows: the one table in code (docs/architecture.md "Billing"). Every limit, price
 * and feature check reads it through the helpers below, on the server (billing, exports, projects)
 * and in the browser (locked export cards, upgrade advice); the pricing page gets it from
 * GET /api/plans (billing/domain/plans-response.ts). -1 is unlimited. Why these numbers:
 * backend/src/billing/domain/DECISIONS.md. The contracts build their zod enums from the lists here.
 */
export const tiers = ['free', 'starter', 'pro', 'enterprise'] as const;
export type Tier = (typeof tiers)[number];

export const paidTiers = ['starter', 'pro', 'enterprise'] as const;
export type PaidTier = (typeof paidTiers)[number];

export const planFeatures = [
  'logos',
  'userStories',
  'techDocs',
  'pdfExport',
  'completePackage',
  'advancedAi',
  'prioritySupport',
  'quickGenerate',
  'weeklyIdeasCalendar',
  'vibeCoding',
] as const;
export type PlanFeature = (typeof planFeatures)[number];
export type PlanFeatures = Record<PlanFeature, boolean>;

/** -1 is unlimited (UNLIMITED); 0 is not in the plan. */
export interface PlanLimits {
  /** Projects open at the same time (not completed, not deleted). */
  activeProjects: number;
  completionsPerMonth: number;
  ideasPerGeneration: number;
  namesPerGeneration: number;
  exportsPerMonth: number;
  vibeCodingPromptsPerMonth: number;
}

export interface PlanDefinition {
  name: string;
  description: string;
  /** US cents. */
  prices: { month: number; year: number };
  limits: PlanLimits;
  features: PlanFeatures;
}

export const UNLIMITED = -1;

const none: PlanFeatures = {
  logos: false,
  userStories: false,
  techDocs: false,
  pdfExport: false,
  completePackage: false,
  advancedAi: false,
  prioritySupport: false,
  quickGenerate: false,
  weeklyIdeasCalendar: false,
  vibeCoding: false,
};
const everything: PlanFeatures = {
  logos: true,
  userStories: true,
  techDocs: true,
  pdfExport: true,
  completePackage: true,
  advancedAi: true,
  prioritySupport: true,
  quickGenerate: true,
  weeklyIdeasCalendar: true,
  vibeCoding: true,
};

export const plans: Readonly<Record<Tier, Readonly<PlanDefinition>>> = {
  free: {
    name: tierLabels.free,
    description: 'Try the wizard: ideas, a business definition, names and a style guide.',
    prices: { month: 0, year: 0 },
    limits: {
      activeProjects: 2,
      completionsPerMonth: 2,
      ideasPerGeneration: 3,
      namesPerGeneration: 5,
      exportsPerMonth: 0,
      vibeCodingPromptsPerMonth: 0,
    },
    features: none,
  },
  starter: {
    name: tierLabels.starter,
    description: 'The whole brand and development package for your first businesses.',
    prices: { month: 999, year: 9999 },
    limits: {
      activeProjects: 10,
      completionsPerMonth: 10,
      ideasPerGeneration: 10,
      namesPerGeneration: 20,
      exportsPerMonth: 5,
      vibeCodingPromptsPerMonth: 5,
    },
    features: { ...everything, completePackage: false, advancedAi: false, prioritySupport: false },
  },
  pro: {
    name: tierLabels.pro,
    description: 'Unlimited projects, the complete package and advanced AI for serious builders.',
    prices: { month: 2499, year: 24999 },
    limits: {
      activeProjects: UNLIMITED,
      completionsPerMonth: 25,
      ideasPerGeneration: 25,
      namesPerGeneration: 30,
      exportsPerMonth: 15,
      vibeCodingPromptsPerMonth: 10,
    },
    features: everything,
  },
  enterprise: {
    name: tierLabels.enterprise,
    description: 'No monthly limits, the largest generations and priority support for teams.',
    prices: { month: 9999, year: 99999 },
    limits: {
      activeProjects: UNLIMITED,
      completionsPerMonth: UNLIMITED,
      ideasPerGeneration: 30,
      namesPerGeneration: 50,
      exportsPerMonth: UNLIMITED,
      vibeCodingPromptsPerMonth: 25,
    },
    features: everything,
  },
};

/** Lowest to highest: an upgrade moves right. */
export const tierOrder: readonly Tier[] = tiers;

export function tierRank(tier: Tier): number {
  return tierOrder.indexOf(tier);
}

export function isPaidTier(tier: Tier): tier is PaidTier {
  return tier !== 'free';
}

export function planFor(tier: Tier): Readonly<PlanDefinition> {
  return plans[tier];
}

export function limitsFor(tier: Tier): PlanLimits {
  return plans[tier].limits;
}

export function isUnlimited(n: number): boolean {
  return n === UNLIMITED;
}

export function canUse(tier: Tier, feature: PlanFeature): boolean {
  return plans[tier].features[feature];
}

/** The cheapest tier that has the feature (for 'upgrade to ...' messages). */
export function lowestTierWith(feature: PlanFeature): PaidTier {
  const tier = tierOrder.find((t) => plans[t].features[feature]);
  return tier !== undefined && isPaidTier(tier) ? tier : 'enterprise';
}

/** The feature an export type needs. */
export function featureForExport(exportType: ExportKind): PlanFeature {
  switch (exportType) {
    case 'complete-package':
      return 'completePackage';
    case 'logo-files':
      return 'logos';
    case 'business-plan':
    case 'brand-guidelines':
    case 'technical-docs':
    case 'requirements':
      return 'pdfExport';
  }
}

export function canExportType(tier: Tier, exportType: ExportKind): boolean {
  return limitsFor(tier).exportsPerMonth !== 0 && canUse(tier, featureForExport(exportType));
}

/** Whole percent saved by paying yearly instead of twelve months (starter and pro: 17). */
export function yearlySavingsPercent(tier: Tier): number {
  const { month, year } = plans[tier].prices;
  return month === 0 ? 0 : Math.round((1 - year / (month * 12)) * 100);
}

/** The 7-day trial a user may start once per account; new accounts are free (DECISIONS.md "Trial"). */
export const TRIAL_DAYS = 7;
export const TRIAL_TIER = 'pro' satisfies Tier;
export const TRIAL_EXPORTS_PER_MONTH = 2;
export const trialLimits: PlanLimits = {
  ...plans[TRIAL_TIER].limits,
  exportsPerMonth: TRIAL_EXPORTS_PER_MONTH,
};
