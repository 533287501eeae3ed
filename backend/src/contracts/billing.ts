import {
  accountStatuses,
  billingIntervals,
  billingModes,
  paidTiers,
  subscriptionStatuses,
  planFeatures,
  usageCounters,
  type PlanFeatures as KernelPlanFeatures,
  type PlanLimits as KernelPlanLimits,
} from '@bb/kernel';
import { z } from 'zod';
import { tierSchema } from './options';

/**
 * Billing contracts: plans, subscription status, subscription requests, BYOK pricing and the
 * billing events. Money is always an
 * integer number of US cents; instants are ISO 8601 strings in UTC; a limit of -1 is unlimited.
 * The decisions behind the numbers are in backend/src/billing/domain/DECISIONS.md.
 */

export const paidTierSchema = z.enum(paidTiers);
export type PaidTier = z.infer<typeof paidTierSchema>;

export const billingIntervalSchema = z.enum(billingIntervals);
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

export const billingModeSchema = z.enum(billingModes);
export type BillingMode = z.infer<typeof billingModeSchema>;

const cents = z.number().int().min(0);
/** -1 means unlimited. */
const limit = z.number().int().min(-1);
const instant = z.iso.datetime();

/** Monthly usage counters, counted per user and calendar month ('YYYY-MM', America/New_York). */
export const usageCounterSchema = z.enum(usageCounters);
export type UsageCounter = z.infer<typeof usageCounterSchema>;
export const periodKeySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Must be a month like 2026-03');

// ---------------------------------------------------------------- plans (GET /api/plans)

export const planLimitsSchema = z.object({
  /** Projects open at the same time (not completed, not deleted). */
  activeProjects: limit,
  completionsPerMonth: limit,
  ideasPerGeneration: z.number().int().min(1),
  namesPerGeneration: z.number().int().min(1),
  exportsPerMonth: limit,
  vibeCodingPromptsPerMonth: limit,
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

export const planFeatureSchema = z.enum(planFeatures);
export type PlanFeature = z.infer<typeof planFeatureSchema>;
export const planFeaturesSchema = z.object(
  Object.fromEntries(planFeatures.map((f) => [f, z.boolean()])) as Record<PlanFeature, z.ZodBoolean>,
);
export type PlanFeatures = z.infer<typeof planFeaturesSchema>;

/**
 * The tiers, features, limits and counters (packages/kernel/src/plans.ts, usage-limits.ts) and the
 * subscription's terms (subscription-terms.ts) are the kernel's; the schemas describe them.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const planShapesMatch: [Same<PlanLimits, KernelPlanLimits>, Same<PlanFeatures, KernelPlanFeatures>] = [
  true,
  true,
];
void planShapesMatch;
export { billingIntervals, paidTiers, planFeatures, subscriptionStatuses, usageCounters };

export const planSchema = z.object({
  tier: tierSchema,
  name: z.string(),
  description: z.string(),
  prices: z.object({ month: cents, year: cents }),
  /** The yearly price's saving against twelve monthly payments, in whole percent. */
  yearlySavingsPercent: z.number().int().min(0).max(100),
  limits: planLimitsSchema,
  features: planFeaturesSchema,
  /** Ready-made lines for a plan card ('10 active projects', 'Logo creation', ...). */
  highlights: z.array(z.string()),
  /** Shown as a card on /pricing (free, starter, pro); enterprise is offered on Manage subscription. */
  listed: z.boolean(),
  recommended: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z.object({
  currency: z.literal('usd'),
  trialDays: z.number().int().min(0),
  /** What the 7-day trial unlocks: this tier's features and limits, except `trialLimits`. */
  trialTier: tierSchema,
  trialLimits: planLimitsSchema,
  byokDiscountPercent: z.number().int().min(0).max(100),
  plans: z.array(planSchema),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

// ---------------------------------------------------------------- subscription status

export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** The account as a whole: 'free' never subscribed (or trial over), 'canceled' had a subscription. */
export const accountStatusSchema = z.enum(accountStatuses);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  amount_paid: cents,
  created: instant,
  status: z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']),
  hosted_invoice_url: z.string().nullable(),
  invoice_pdf: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const subscriptionSummarySchema = z.object({
  tier: paidTierSchema,
  interval: billingIntervalSchema,
  status: subscriptionStatusSchema,
  current_period_start: instant,
  current_period_end: instant,
  /** true: the UI shows 'Cancelling at period end' instead of 'Renews'. */
  cancel_at_period_end: z.boolean(),
  created: instant,
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const subscriptionStatusResponseSchema = z.object({
  /** The tier in effect now (trial and period end already applied). */
  tier: tierSchema,
  status: accountStatusSchema,
  /** The usage month, 'YYYY-MM' in America/New_York. */
  period: periodKeySchema,
  completedThisMonth: z.number().int().min(0),
  /** Completions allowed per month ('N/M projects completed this month'); -1 unlimited. */
  monthlyLimit: limit,
  canCompleteProjects: z.boolean(),
  /** Active (open) projects allowed at once; -1 unlimited. */
  projectLimit: limit,
  activeProjects: z.number().int().min(0),
  canCreateProjects: z.boolean(),
  usage: z.object({ vibeCodingUsed: z.number().int().min(0), vibeCodingLimit: limit }),
  canExport: z.boolean(),
  exportsThisMonth: z.number().int().min(0),
  exportLimit: limit,
  subscription: subscriptionSummarySchema.nullable(),
  invoices: z.array(invoiceSchema),
  trial: z.object({
    active: z.boolean(),
    /** When the trial ends (or ended early); null when the account never had one. */
    endsAt: instant.nullable(),
    /** The account could start the 7-day trial now: never had a trial and never had a subscription. */
    available: z.boolean(),
  }),
  billingMode: billingModeSchema,
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

// ---------------------------------------------------------------- requests and answers

export const createSubscriptionRequestSchema = z.object({
  tier: paidTierSchema,
  interval: billingIntervalSchema.optional(),
});
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequestSchema>;

export const createSubscriptionResponseSchema = z.object({
  /** For the card form (Stripe Payment Element); null when nothing is to be paid (demo). */
  clientSecret: z.string().nullable(),
  subscriptionId: z.string(),
  mode: billingModeSchema,
  status: subscriptionStatusSchema,
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

export const upgradeSubscriptionRequestSchema = z.object({
  targetTier: paidTierSchema,
  interval: billingIntervalSchema.optional(),
});
export type UpgradeSubscriptionRequest = z.infer<typeof upgradeSubscriptionRequestSchema>;

export const upgradeSubscriptionResponseSchema = z.object({
  tier: tierSchema,
  /** false: the provider needs a payment first ('Payment Required'); the old tier stays. */
  applied: z.boolean(),
  clientSecret: z.string().nullable(),
  mode: billingModeSchema,
});
export type UpgradeSubscriptionResponse = z.infer<typeof upgradeSubscriptionResponseSchema>;

export const cancelSubscriptionRequestSchema = z.object({});
export const cancelSubscriptionResponseSchema = z.object({
  cancel_at_period_end: z.boolean(),
  /** When the paid tier ends and the account returns to free. */
  endsAt: instant.nullable(),
});
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>;

/** POST /api/resume-subscription: withdraws a cancellation at period end; no fields. */
export const resumeSubscriptionRequestSchema = z.object({});
export const resumeSubscriptionResponseSchema = z.object({
  cancel_at_period_end: z.literal(false),
  /** When the subscription renews (and is charged) again. */
  renewsAt: instant,
});
export type ResumeSubscriptionResponse = z.infer<typeof resumeSubscriptionResponseSchema>;

/** POST /api/start-trial: no fields (a body is ignored); answers 201 with the subscription status. */
export const startTrialRequestSchema = z.object({});
export type StartTrialRequest = z.infer<typeof startTrialRequestSchema>;
export const startTrialResponseSchema = subscriptionStatusResponseSchema;
export type StartTrialResponse = SubscriptionStatusResponse;

// ---------------------------------------------------------------- BYOK pricing (GET /api/byok/pricing)

export const byokTierPricingSchema = z.object({
  /** Monthly price in cents without and with the bring-your-own-keys discount. */
  regular: cents,
  byok: cents,
  regularYearly: cents,
  byokYearly: cents,
  /** Discount in percent (0 for free). */
  discount: z.number().int().min(0).max(100),
});
export type ByokTierPricing = z.infer<typeof byokTierPricingSchema>;
/** The spec's per-tier entry: monthly prices in dollars, as its client shows them. */
export const byokTierPricingDollarsSchema = z.object({
  regular: z.number().min(0),
  byok: z.number().min(0),
  discount: z.number().int().min(0).max(100),
});
export const byokPricingResponseSchema = z.object({
  currency: z.literal('usd'),
  discountPercent: z.number().int().min(0).max(100),
  /** In cents, with yearly prices: what this app's pages read. */
  pricing: z.object({
    free: byokTierPricingSchema,
    starter: byokTierPricingSchema,
    pro: byokTierPricingSchema,
    enterprise: byokTierPricingSchema,
  }),
  /** The same monthly prices per tier at the top level, in dollars (24.99), as the spec's client reads them. */
  free: byokTierPricingDollarsSchema.optional(),
  starter: byokTierPricingDollarsSchema.optional(),
  pro: byokTierPricingDollarsSchema.optional(),
  enterprise: byokTierPricingDollarsSchema.optional(),
});
export type ByokPricingResponse = z.infer<typeof byokPricingResponseSchema>;

// ---------------------------------------------------------------- events (stream 'billing-<userId>')

const subscriptionRef = { providerSubscriptionId: z.string() };
const period = { currentPeriodStart: instant, currentPeriodEnd: instant };

export const billingEventDataSchemas = {
  'billing.trial-started': z.object({ userId: z.string(), startedAt: instant, endsAt: instant }),
  /** The user chose the free plan before the trial ran out: free from `endedAt` on. */
  'billing.trial-ended': z.object({ userId: z.string(), endedAt: instant }),
  'billing.subscription-created': z.object({
    userId: z.string(),
    ...subscriptionRef,
    providerCustomerId: z.string(),
    mode: billingModeSchema,
    tier: paidTierSchema,
    interval: billingIntervalSchema,
    createdAt: instant,
    ...period,
  }),
  'billing.subscription-activated': z.object({
    ...subscriptionRef,
    tier: paidTierSchema,
    activatedAt: instant,
    ...period,
  }),
  'billing.subscription-upgraded': z.object({
    ...subscriptionRef,
    fromTier: paidTierSchema,
    toTier: paidTierSchema,
    interval: billingIntervalSchema,
    changedAt: instant,
  }),
  'billing.subscription-downgraded': z.object({
    ...subscriptionRef,
    fromTier: paidTierSchema,
    toTier: paidTierSchema,
    interval: billingIntervalSchema,
    changedAt: instant,
  }),
  'billing.subscription-cancel-scheduled': z.object({
    ...subscriptionRef,
    scheduledAt: instant,
    effectiveAt: instant,
  }),
  'billing.subscription-resumed': z.object({ ...subscriptionRef, resumedAt: instant }),
  'billing.subscription-cancelled': z.object({
    ...subscriptionRef,
    cancelledAt: instant,
    reason: z.enum(['period-ended', 'abandoned', 'provider']),
  }),
  'billing.payment-failed': z.object({
    ...subscriptionRef,
    invoiceId: z.string(),
    amountDue: cents,
    failedAt: instant,
    message: z.string().nullable(),
  }),
  'billing.invoice-paid': z.object({
    ...subscriptionRef,
    tier: paidTierSchema.nullable(),
    invoice: invoiceSchema,
    paidAt: instant,
  }),
  'billing.subscription-renewed': z.object({ ...subscriptionRef, renewedAt: instant, ...period }),
  /** Usage stream 'usage-<userId>-<YYYY-MM>': one counted use against a monthly limit. */
  'billing.usage-counted': z.object({
    userId: z.string(),
    period: periodKeySchema,
    counter: usageCounterSchema,
    n: z.number().int().min(1),
    usedAfter: z.number().int().min(1),
    limit,
    countedAt: instant,
  }),
} as const;

export type BillingEventType = keyof typeof billingEventDataSchemas;
export const billingEventTypes = Object.keys(billingEventDataSchemas) as BillingEventType[];
export const BILLING_EVENT_SCHEMA_VERSION = 1;

/** A billing event as appended: explicit type string, schema version and data. */
export type BillingEventOf<T extends BillingEventType> = {
  type: T;
  schemaVersion: typeof BILLING_EVENT_SCHEMA_VERSION;
  data: z.infer<(typeof billingEventDataSchemas)[T]>;
};
export type BillingEvent = { [T in BillingEventType]: BillingEventOf<T> }[BillingEventType];
