import type {
  Plan,
  PlanFeatures,
  PlansResponse,
  SubscriptionStatusResponse,
  Tier,
} from '@bb/backend/contracts';

/** Plans and statuses for the billing pages' jsdom specs (numbers as in the server's table). */
const features = (on: boolean): PlanFeatures => ({
  logos: on,
  userStories: on,
  techDocs: on,
  pdfExport: on,
  completePackage: on,
  advancedAi: on,
  prioritySupport: on,
  quickGenerate: on,
  weeklyIdeasCalendar: on,
  vibeCoding: on,
});

function plan(tier: Tier, name: string, month: number, extra: Partial<Plan> = {}): Plan {
  return {
    tier,
    name,
    description: `${name} plan`,
    prices: { month, year: month * 10 },
    yearlySavingsPercent: month === 0 ? 0 : 17,
    limits: {
      activeProjects: tier === 'free' ? 2 : -1,
      completionsPerMonth: tier === 'free' ? 2 : 25,
      ideasPerGeneration: 3,
      namesPerGeneration: 6,
      exportsPerMonth: tier === 'free' ? 0 : -1,
      vibeCodingPromptsPerMonth: tier === 'free' ? 0 : 10,
    },
    features: features(tier !== 'free'),
    highlights: [`${name} highlight`],
    listed: tier !== 'enterprise',
    recommended: tier === 'pro',
    ...extra,
  };
}

export const plansFixture: PlansResponse = {
  currency: 'usd',
  trialDays: 7,
  trialTier: 'pro',
  trialLimits: plan('pro', 'Pro', 2499).limits,
  byokDiscountPercent: 20,
  plans: [
    plan('free', 'Free', 0),
    plan('starter', 'Starter', 999),
    plan('pro', 'Pro', 2499),
    plan('enterprise', 'Enterprise', 9999),
  ],
};

/** A free account; `available` says whether it can still start the trial. */
export function freeStatus(available: boolean): SubscriptionStatusResponse {
  return {
    tier: 'free',
    status: 'free',
    period: '2026-11',
    completedThisMonth: 0,
    monthlyLimit: 2,
    canCompleteProjects: true,
    projectLimit: 2,
    activeProjects: 0,
    canCreateProjects: true,
    usage: { vibeCodingUsed: 0, vibeCodingLimit: 0 },
    canExport: false,
    exportsThisMonth: 0,
    exportLimit: 0,
    subscription: null,
    invoices: [],
    trial: { active: false, endsAt: available ? null : '2026-11-01T00:00:00.000Z', available },
    billingMode: 'demo',
  };
}

/** The answer of POST /api/start-trial: Pro until `endsAt`. */
export function trialStatus(endsAt: string): SubscriptionStatusResponse {
  return {
    ...freeStatus(false),
    tier: 'pro',
    status: 'trialing',
    monthlyLimit: 25,
    projectLimit: -1,
    usage: { vibeCodingUsed: 0, vibeCodingLimit: 10 },
    canExport: true,
    exportLimit: 2,
    trial: { active: true, endsAt, available: false },
  };
}

export { signedInUser } from './user-fixtures';

/** A paid Pro subscription: `status` of the subscription, and whether it ends with its period. */
export function proStatus(
  status: 'active' | 'incomplete',
  cancelAtPeriodEnd = false,
): SubscriptionStatusResponse {
  return {
    ...freeStatus(false),
    tier: status === 'active' ? 'pro' : 'free',
    status,
    subscription: {
      tier: 'pro',
      interval: 'month',
      status,
      current_period_start: '2026-11-22T10:00:00.000Z',
      current_period_end: '2026-12-22T10:00:00.000Z',
      cancel_at_period_end: cancelAtPeriodEnd,
      created: '2026-11-22T10:00:00.000Z',
    },
    invoices: [
      {
        id: 'in_1',
        amount_paid: 2499,
        created: '2026-11-22T10:00:00.000Z',
        status: 'paid',
        hosted_invoice_url: null,
        invoice_pdf: null,
      },
    ],
  };
}
