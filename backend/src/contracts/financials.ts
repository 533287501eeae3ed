import { z } from 'zod';

/**
 * The financial model of a project (issue 16): the assumptions the founder can edit, stored in
 * stepData.financials one field per assumption (so each edit is a field change with its source,
 * in the project's history and restorable like any step field), and the projections computed from
 * them. Percentages are whole-number percents (5 = 5 %), money is USD. No z.coerce, no .default().
 */

/** How the business earns (the knowledge base's RevenueKind). */
export const revenueKinds = [
  'unit-sales',
  'subscription',
  'bookings',
  'marketplace',
  'advertising',
  'donations',
  'retainer',
] as const;
export const revenueKindSchema = z.enum(revenueKinds, {
  error: `Business model must be one of ${revenueKinds.join(', ')}`,
});
export type RevenueKindOption = z.infer<typeof revenueKindSchema>;

const MONEY_MAX = 100_000_000;
const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .min(0, `${label} cannot be negative`)
    .max(MONEY_MAX, `${label} must be at most ${MONEY_MAX.toLocaleString('en-US')}`);
const percent = (label: string, max = 100) =>
  z
    .number({ error: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max} %`);
const count = (label: string, max = 10_000_000) =>
  z
    .number({ error: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`);

export const fixedCostSchema = z.object({
  label: z
    .string({ error: 'Cost name must be text' })
    .trim()
    .min(1, 'Cost name is required')
    .max(80, 'Cost name must be at most 80 characters'),
  monthly: money('Monthly cost'),
});
export type FixedCost = z.infer<typeof fixedCostSchema>;

/** Every assumption the model reads; each one can be edited on its own. */
export const financialAssumptionFields = {
  revenueKind: revenueKindSchema,
  /** Per unit, per month, per booking, per order (marketplace: order value), per 1,000 visits (ads), per gift. */
  price: money('Price'),
  /** Customers won in month 1 (subscribers, clients, buyers, donors, readers). */
  newCustomersPerMonth: count('New customers per month'),
  /** Monthly growth of new customers, %. */
  monthlyGrowth: percent('Monthly growth', 50),
  /** Share of active customers lost each month, %. */
  churn: percent('Monthly churn'),
  /** Purchases, bookings, orders, visits or gifts per active customer per month. */
  purchasesPerCustomer: count('Purchases per customer per month', 1000),
  /** Marketplace only: the share of order value the business keeps, %. */
  takeRate: percent('Take rate'),
  /** Cost of goods and payment fees as a share of revenue, %. */
  costOfGoods: percent('Cost of goods'),
  /** Marketing spend to win one customer. */
  acquisitionCost: money('Acquisition cost'),
  fixedCosts: z.array(fixedCostSchema).max(20, 'At most 20 fixed costs'),
  /** Cash at month 0 (the founder's budget by default). */
  startingCash: money('Starting cash'),
  /** How far the conservative and optimistic scenarios sit from the base, %. */
  scenarioSpread: percent('Scenario spread', 90),
  /** People or businesses within reach who could buy (the top-down sizing). */
  reachableCustomers: count('Reachable customers', 1_000_000_000),
} as const;

export type FinancialAssumptionField = keyof typeof financialAssumptionFields;
export const financialAssumptionFieldNames = Object.keys(
  financialAssumptionFields,
) as FinancialAssumptionField[];

/** stepData.financials: only the assumptions that were set (the rest come from the defaults). */
export const financialsStepSchema = z
  .object(
    Object.fromEntries(Object.entries(financialAssumptionFields).map(([k, s]) => [k, s.optional()])) as {
      [K in FinancialAssumptionField]: z.ZodOptional<(typeof financialAssumptionFields)[K]>;
    },
  )
  .strict();
export type FinancialsStep = z.infer<typeof financialsStepSchema>;

/** A complete set of assumptions: what the model computes from. */
export const financialAssumptionsSchema = z.object(financialAssumptionFields);
export type FinancialAssumptions = z.infer<typeof financialAssumptionsSchema>;

/**
 * PUT /api/projects/{id}/financials: the assumptions to change; null puts one back to its default.
 * Fields left out stay as they are.
 */
export const updateFinancialsRequestSchema = z
  .object(
    Object.fromEntries(
      Object.entries(financialAssumptionFields).map(([k, s]) => [k, s.nullable().optional()]),
    ) as {
      [K in FinancialAssumptionField]: z.ZodOptional<z.ZodNullable<(typeof financialAssumptionFields)[K]>>;
    },
  )
  .strict();
export type UpdateFinancialsRequest = z.infer<typeof updateFinancialsRequestSchema>;

// ---------------------------------------------------------------- answers

export const scenarioNames = ['conservative', 'base', 'optimistic'] as const;
export type ScenarioName = (typeof scenarioNames)[number];

export const monthRowSchema = z.object({
  month: z.number().int().min(1),
  newCustomers: z.number(),
  activeCustomers: z.number(),
  revenue: z.number(),
  costOfGoods: z.number(),
  grossProfit: z.number(),
  fixedCosts: z.number(),
  acquisitionSpend: z.number(),
  operatingCosts: z.number(),
  profit: z.number(),
  cash: z.number(),
});
export type MonthRow = z.infer<typeof monthRowSchema>;

export const unitEconomicsSchema = z.object({
  /** Revenue per active customer per month. */
  revenuePerCustomer: z.number(),
  /** Revenue less cost of goods per active customer per month. */
  contributionPerCustomer: z.number(),
  /** Contribution as a share of revenue, % (null without revenue). */
  contributionMargin: z.number().nullable(),
  /** Months a customer stays (1 / churn); null when churn is 0 (not bounded by the model). */
  expectedLifetimeMonths: z.number().nullable(),
  /** Contribution over the expected lifetime (capped at the 36-month horizon). */
  lifetimeValue: z.number(),
  /** null when acquisition costs nothing. */
  ltvToCac: z.number().nullable(),
  /** Months of contribution to earn back one customer's acquisition cost; null when never. */
  paybackMonths: z.number().nullable(),
});
export type UnitEconomics = z.infer<typeof unitEconomicsSchema>;

export const scenarioResultSchema = z.object({
  name: z.enum(scenarioNames),
  months: z.array(monthRowSchema),
  /** First month whose profit is zero or more; null when no month of the horizon gets there. */
  breakEvenMonth: z.number().int().nullable(),
  /** Months the cash lasts before it first goes below zero; null when it never does. */
  runwayMonths: z.number().int().nullable(),
  lowestCash: z.number(),
  lowestCashMonth: z.number().int(),
  /** Extra cash needed to never go below zero (0 when the budget is enough). */
  fundingNeeded: z.number(),
  years: z.array(
    z.object({
      year: z.number().int(),
      revenue: z.number(),
      grossProfit: z.number(),
      profit: z.number(),
      endCash: z.number(),
    }),
  ),
  unitEconomics: unitEconomicsSchema,
});
export type ScenarioResult = z.infer<typeof scenarioResultSchema>;

export const financialModelSchema = z.object({
  horizonMonths: z.number().int(),
  scenarios: z.array(scenarioResultSchema),
});
export type FinancialModel = z.infer<typeof financialModelSchema>;

/** Where an assumption's value comes from now. */
export const assumptionOriginSchema = z.enum(['user', 'generator', 'default']);
export type AssumptionOrigin = z.infer<typeof assumptionOriginSchema>;

/** GET/PUT /api/projects/{id}/financials */
export const financialsResponseSchema = z.object({
  projectId: z.string(),
  readOnly: z.boolean(),
  /** False until step 1 has an idea or an industry: the defaults are then only placeholders. */
  hasIdea: z.boolean(),
  assumptions: financialAssumptionsSchema,
  defaults: financialAssumptionsSchema,
  origins: z.record(z.string(), assumptionOriginSchema),
  /** Where the defaults come from, in a sentence ('Defaults for a technology business...'). */
  defaultsBasis: z.string(),
  model: financialModelSchema,
});
export type FinancialsResponse = z.infer<typeof financialsResponseSchema>;
