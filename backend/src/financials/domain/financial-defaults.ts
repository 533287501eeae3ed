import type { FinancialAssumptions, FixedCost, RevenueKindOption } from '../../contracts/financials';
import { industries, type Budget, type Industry } from '../../contracts/options';
import { withArticle } from '../../shared/grammar/articles';
import type { BusinessEconomics } from './business-economics';
import { computeFinancialModel, scenarioOf } from './financial-model';
import { industryKinds, industryOverrides, kindDefaults } from './kind-defaults';

/**
 * The default assumptions of a project: from the archetype the knowledge base matched (its main
 * revenue stream's typical price, its cost lines) when there is one, otherwise from the revenue
 * kind the project's industry most often has. The founder's budget band is the starting cash.
 */
export interface FinancialDefaultsInput {
  archetype?: BusinessEconomics;
  budget?: Budget | '';
  /** The step-1 industry (or the idea's industry text). */
  industry?: string;
  /** The business model the founder chose, when it differs from the archetype's or industry's. */
  revenueKind?: RevenueKindOption;
}

export interface FinancialDefaults {
  assumptions: FinancialAssumptions;
  /** One sentence saying where the defaults come from. */
  basis: string;
}

/** Starting cash from step 1's budget band: the middle of the band (the floor of the open one). */
export const budgetCash: Record<Budget, number> = {
  '0-1000': 500,
  '1000-5000': 3_000,
  '5000-10000': 7_500,
  '10000-50000': 30_000,
  '50000+': 50_000,
};
const budgetLabels: Record<Budget, string> = {
  '0-1000': '$0–$1,000',
  '1000-5000': '$1,000–$5,000',
  '5000-10000': '$5,000–$10,000',
  '10000-50000': '$10,000–$50,000',
  '50000+': '$50,000 or more, counted as $50,000',
};
const NO_BUDGET_CASH = 3_000;
const SCENARIO_SPREAD = 30;

const round = (n: number, step: number) => Math.round(n / step) * step;
const midpoint = (range: { low: number; high: number }) => (range.low + range.high) / 2;

function industryOf(text: string | undefined): Industry | undefined {
  const key = text?.trim().toLowerCase();
  return industries.find((i) => i === key);
}

function fromArchetype(
  archetype: BusinessEconomics,
): Omit<FinancialAssumptions, 'startingCash' | 'scenarioSpread'> | undefined {
  const stream = archetype.revenue[0];
  if (!stream) return undefined;
  const base = kindDefaults[stream.kind];
  let costOfGoods = 0;
  let acquisitionMonthly = 0;
  const fixedCosts: FixedCost[] = [];
  for (const line of archetype.costs) {
    if (line.shareOfRevenue !== undefined && line.kind !== 'fixed') {
      costOfGoods += line.shareOfRevenue * 100;
    } else if (line.monthly && line.kind === 'acquisition') {
      acquisitionMonthly += midpoint(line.monthly);
    } else if (line.monthly) {
      fixedCosts.push({ label: line.label, monthly: round(midpoint(line.monthly), 10) });
    }
  }
  const acquisitionCost =
    acquisitionMonthly > 0 && base.newCustomersPerMonth > 0
      ? Math.max(1, round(acquisitionMonthly / base.newCustomersPerMonth, 1))
      : base.acquisitionCost;
  return calibrateVolume({
    ...base,
    revenueKind: stream.kind,
    price: stream.price.typical,
    ...(stream.cadence && {
      purchasesPerCustomer: stream.cadence.purchasesPerMonth,
      churn: stream.cadence.monthlyChurn,
    }),
    costOfGoods: Math.min(95, Math.round(costOfGoods)) || base.costOfGoods,
    acquisitionCost,
    fixedCosts: fixedCosts.length > 0 ? fixedCosts : base.fixedCosts,
  });
}

/** The month by which the base scenario of an archetype's defaults covers its own costs. */
export const CALIBRATED_BREAK_EVEN_MONTH = 15;
const MAX_NEW_CUSTOMERS = 100_000;

type Drivers = Omit<FinancialAssumptions, 'startingCash' | 'scenarioSpread'>;

/**
 * An archetype knows its prices and its real cost lines (wages, rent), not how many customers a
 * new one wins. A generic volume beside real costs makes a plan that never breaks even, so the
 * default volume is the smallest number of new customers in month 1 at which the base scenario
 * covers this business's own costs by month 15; the basis line says so, and the founder edits it.
 * A business that cannot cover its costs at any volume (price at or below its variable cost)
 * keeps the generic volume.
 */
function calibrateVolume(drivers: Drivers): Drivers {
  const breaksEven = (newCustomersPerMonth: number) => {
    const model = computeFinancialModel({
      ...drivers,
      newCustomersPerMonth,
      startingCash: 0,
      scenarioSpread: SCENARIO_SPREAD,
    });
    const month = scenarioOf(model, 'base').breakEvenMonth;
    return month !== null && month <= CALIBRATED_BREAK_EVEN_MONTH;
  };
  let high = 1;
  while (high < MAX_NEW_CUSTOMERS && !breaksEven(high)) high *= 2;
  if (!breaksEven(high)) return drivers;
  let low = Math.floor(high / 2);
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (breaksEven(mid)) high = mid;
    else low = mid;
  }
  return { ...drivers, newCustomersPerMonth: high };
}

function fromIndustry(
  industry: Industry | undefined,
  chosen: RevenueKindOption | undefined,
): Omit<FinancialAssumptions, 'startingCash' | 'scenarioSpread'> {
  const usual: RevenueKindOption = industry ? industryKinds[industry] : 'unit-sales';
  const kind = chosen ?? usual;
  // An industry's own numbers only fit its usual business model.
  const overrides = industry && kind === usual ? industryOverrides[industry] : {};
  const base = { ...kindDefaults[kind], ...overrides };
  return { ...base, fixedCosts: base.fixedCosts.map((c) => ({ ...c })), revenueKind: kind };
}

export function financialDefaults(input: FinancialDefaultsInput): FinancialDefaults {
  const industry = industryOf(input.industry);
  const kb = input.archetype ? fromArchetype(input.archetype) : undefined;
  const fromKb = kb && (!input.revenueKind || input.revenueKind === kb.revenueKind) ? kb : undefined;
  const drivers = fromKb ?? fromIndustry(industry, input.revenueKind);
  const budget = input.budget || undefined;
  const startingCash = budget ? budgetCash[budget] : NO_BUDGET_CASH;
  const cashBasis = budget
    ? `starting cash is the middle of your budget band (${budgetLabels[budget]})`
    : 'no budget was given, so starting cash is a placeholder';
  const basis = fromKb
    ? `Defaults for ${input.archetype ? withArticle(input.archetype.kind.singular) : 'this kind of business'} from the knowledge base, with new customers set so that the base scenario covers its costs by month ${CALIBRATED_BREAK_EVEN_MONTH}; ${cashBasis}.`
    : `Defaults for ${withArticle(industry && industry !== 'other' ? `${industry} business` : 'small business')} earning from ${kindPhrase[drivers.revenueKind]}; ${cashBasis}.`;
  return { assumptions: { ...drivers, startingCash, scenarioSpread: SCENARIO_SPREAD }, basis };
}

/** How each kind earns, as a noun phrase after 'earning from'. */
export const kindPhrase: Record<RevenueKindOption, string> = {
  'unit-sales': 'product sales',
  subscription: 'monthly subscriptions',
  bookings: 'paid bookings',
  marketplace: 'a take rate on marketplace orders',
  advertising: 'advertising and sponsorship',
  donations: 'donations',
  retainer: 'monthly client retainers',
};
