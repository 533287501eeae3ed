import type {
  FinancialAssumptions,
  FinancialModel,
  MonthRow,
  ScenarioName,
  ScenarioResult,
  UnitEconomics,
} from '../../contracts/financials';
import { scenarioNames } from '../../contracts/financials';

/**
 * The projection engine, pure and deterministic: the same assumptions give the same numbers.
 *
 * Every kind of business is read as customers who buy: each month some new customers are won
 * (growing by the monthly growth), a share of the active ones leave (churn), and every active
 * customer buys `purchasesPerCustomer` times at `price` (a marketplace keeps its take rate of the
 * order value; advertising earns `price` per 1,000 visits). Cost of goods is a share of revenue,
 * acquisition is new customers x acquisition cost, fixed costs are paid every month.
 * Cash this month = cash last month + profit, from the starting cash.
 */
export const HORIZON_MONTHS = 36;

/** How a scenario moves the uncertain drivers; the price is the founder's choice, not a guess. */
function scenarioAssumptions(a: FinancialAssumptions, name: ScenarioName): FinancialAssumptions {
  if (name === 'base') return a;
  const s = a.scenarioSpread / 100;
  const up = name === 'optimistic';
  return {
    ...a,
    newCustomersPerMonth: a.newCustomersPerMonth * (up ? 1 + s : 1 - s),
    monthlyGrowth: a.monthlyGrowth * (up ? 1 + s : 1 - s),
    churn: Math.min(100, a.churn * (up ? 1 - s : 1 + s)),
  };
}

/** Revenue one active customer brings in a month. */
export function revenuePerCustomer(a: FinancialAssumptions): number {
  const spend = a.purchasesPerCustomer * a.price;
  if (a.revenueKind === 'marketplace') return (spend * a.takeRate) / 100;
  if (a.revenueKind === 'advertising') return spend / 1000;
  return spend;
}

function unitEconomics(a: FinancialAssumptions): UnitEconomics {
  const revenue = revenuePerCustomer(a);
  const contribution = revenue * (1 - a.costOfGoods / 100);
  const lifetime = a.churn > 0 ? 100 / a.churn : null;
  const lifetimeValue = contribution * Math.min(lifetime ?? HORIZON_MONTHS, HORIZON_MONTHS);
  return {
    revenuePerCustomer: revenue,
    contributionPerCustomer: contribution,
    contributionMargin: revenue > 0 ? (contribution / revenue) * 100 : null,
    expectedLifetimeMonths: lifetime,
    lifetimeValue,
    ltvToCac: a.acquisitionCost > 0 ? lifetimeValue / a.acquisitionCost : null,
    paybackMonths: contribution > 0 ? a.acquisitionCost / contribution : null,
  };
}

function project(a: FinancialAssumptions, name: ScenarioName): ScenarioResult {
  const perCustomer = revenuePerCustomer(a);
  const fixed = a.fixedCosts.reduce((sum, c) => sum + c.monthly, 0);
  const keep = 1 - a.churn / 100;
  const growth = 1 + a.monthlyGrowth / 100;
  const months: MonthRow[] = [];
  let active = 0;
  let cash = a.startingCash;
  let newCustomers = a.newCustomersPerMonth;
  let breakEvenMonth: number | null = null;
  let runwayMonths: number | null = null;
  let lowestCash = cash;
  let lowestCashMonth = 0;
  for (let month = 1; month <= HORIZON_MONTHS; month++) {
    if (month > 1) newCustomers *= growth;
    active = active * keep + newCustomers;
    const revenue = active * perCustomer;
    const costOfGoods = (revenue * a.costOfGoods) / 100;
    const acquisitionSpend = newCustomers * a.acquisitionCost;
    const operatingCosts = fixed + acquisitionSpend;
    const profit = revenue - costOfGoods - operatingCosts;
    cash += profit;
    months.push({
      month,
      newCustomers,
      activeCustomers: active,
      revenue,
      costOfGoods,
      grossProfit: revenue - costOfGoods,
      fixedCosts: fixed,
      acquisitionSpend,
      operatingCosts,
      profit,
      cash,
    });
    if (breakEvenMonth === null && profit >= 0) breakEvenMonth = month;
    if (runwayMonths === null && cash < 0) runwayMonths = month - 1;
    if (cash < lowestCash) {
      lowestCash = cash;
      lowestCashMonth = month;
    }
  }
  const years = [1, 2, 3].map((year) => {
    const rows = months.slice((year - 1) * 12, year * 12);
    return {
      year,
      revenue: sum(rows, 'revenue'),
      grossProfit: sum(rows, 'grossProfit'),
      profit: sum(rows, 'profit'),
      endCash: rows[rows.length - 1]?.cash ?? a.startingCash,
    };
  });
  return {
    name,
    months,
    breakEvenMonth,
    runwayMonths,
    lowestCash,
    lowestCashMonth,
    fundingNeeded: Math.max(0, -lowestCash),
    years,
    unitEconomics: unitEconomics(a),
  };
}

function sum(rows: readonly MonthRow[], key: 'revenue' | 'grossProfit' | 'profit'): number {
  let total = 0;
  for (const row of rows) total += row[key];
  return total;
}

/** The three scenarios over 36 months. */
export function computeFinancialModel(assumptions: FinancialAssumptions): FinancialModel {
  return {
    horizonMonths: HORIZON_MONTHS,
    scenarios: scenarioNames.map((name) => project(scenarioAssumptions(assumptions, name), name)),
  };
}

export function scenarioOf(model: FinancialModel, name: ScenarioName): ScenarioResult {
  const found = model.scenarios.find((s) => s.name === name);
  if (!found) throw new Error(`scenario ${name} missing`);
  return found;
}
