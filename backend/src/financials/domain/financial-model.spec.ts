import type { FinancialAssumptions } from '../../contracts/financials';
import { computeFinancialModel, HORIZON_MONTHS, scenarioOf } from './financial-model';
import { financialDefaults } from './financial-defaults';

const shop: FinancialAssumptions = {
  revenueKind: 'unit-sales',
  price: 30,
  newCustomersPerMonth: 50,
  monthlyGrowth: 5,
  churn: 40,
  purchasesPerCustomer: 1.5,
  takeRate: 0,
  costOfGoods: 40,
  acquisitionCost: 10,
  fixedCosts: [
    { label: 'Rent', monthly: 1500 },
    { label: 'Software', monthly: 100 },
  ],
  startingCash: 5000,
  scenarioSpread: 30,
  reachableCustomers: 20000,
};

describe('the financial model', () => {
  it('keeps the cash: each month is the month before plus that month’s profit, from the starting cash', () => {
    for (const scenario of computeFinancialModel(shop).scenarios) {
      expect(scenario.months).toHaveLength(HORIZON_MONTHS);
      let cash = shop.startingCash;
      for (const row of scenario.months) {
        expect(row.cash).toBeCloseTo(cash + row.profit, 6);
        expect(row.profit).toBeCloseTo(row.revenue - row.costOfGoods - row.operatingCosts, 6);
        cash = row.cash;
      }
    }
  });

  it('puts break-even at the first month with a profit of zero or more', () => {
    for (const scenario of computeFinancialModel(shop).scenarios) {
      const first = scenario.months.find((m) => m.profit >= 0)?.month ?? null;
      expect(scenario.breakEvenMonth).toBe(first);
      if (first !== null) {
        expect(scenario.months.slice(0, first - 1).every((m) => m.profit < 0)).toBe(true);
      }
    }
    expect(scenarioOf(computeFinancialModel(shop), 'base').breakEvenMonth).not.toBeNull();
  });

  it('orders the scenarios: conservative ≤ base ≤ optimistic revenue in every month', () => {
    const model = computeFinancialModel(shop);
    const [low, base, high] = ['conservative', 'base', 'optimistic'].map((n) =>
      scenarioOf(model, n as 'base'),
    );
    for (let i = 0; i < HORIZON_MONTHS; i++) {
      expect(low?.months[i]?.revenue ?? NaN).toBeLessThanOrEqual(base?.months[i]?.revenue ?? NaN);
      expect(base?.months[i]?.revenue ?? NaN).toBeLessThanOrEqual(high?.months[i]?.revenue ?? NaN);
    }
    expect(low?.months[35]?.revenue ?? 0).toBeLessThan(high?.months[35]?.revenue ?? 0);
  });

  it('gives the same numbers for the same assumptions', () => {
    expect(JSON.stringify(computeFinancialModel(shop))).toBe(
      JSON.stringify(computeFinancialModel(structuredClone(shop))),
    );
  });

  it('a higher price brings break-even earlier', () => {
    const cheap = scenarioOf(computeFinancialModel({ ...shop, price: 25 }), 'base').breakEvenMonth ?? 99;
    const dear = scenarioOf(computeFinancialModel({ ...shop, price: 45 }), 'base').breakEvenMonth ?? 99;
    expect(dear).toBeLessThan(cheap);
  });

  it('with a zero price says there is no break-even, no margin and no payback instead of dividing by zero', () => {
    const base = scenarioOf(computeFinancialModel({ ...shop, price: 0 }), 'base');
    expect(base.breakEvenMonth).toBeNull();
    expect(base.unitEconomics.contributionMargin).toBeNull();
    expect(base.unitEconomics.paybackMonths).toBeNull();
    expect(base.unitEconomics.ltvToCac).toBe(0);
    expect(base.months.every((m) => Number.isFinite(m.cash) && m.revenue === 0)).toBe(true);
    expect(base.runwayMonths).toBe(2);
    expect(base.fundingNeeded).toBeGreaterThan(0);
  });

  it('when costs always exceed revenue, break-even is unreachable (null) and the runway says when cash runs out', () => {
    const base = scenarioOf(
      computeFinancialModel({ ...shop, fixedCosts: [{ label: 'Rent', monthly: 1_000_000 }] }),
      'base',
    );
    expect(base.breakEvenMonth).toBeNull();
    expect(base.runwayMonths).toBe(0);
    expect(base.lowestCashMonth).toBe(HORIZON_MONTHS);
  });

  it('with no churn and no acquisition cost leaves LTV/CAC and lifetime unbounded rather than infinite', () => {
    const base = scenarioOf(computeFinancialModel({ ...shop, churn: 0, acquisitionCost: 0 }), 'base');
    expect(base.unitEconomics.expectedLifetimeMonths).toBeNull();
    expect(base.unitEconomics.ltvToCac).toBeNull();
    expect(base.unitEconomics.paybackMonths).toBe(0);
    expect(Number.isFinite(base.unitEconomics.lifetimeValue)).toBe(true);
  });

  it('reads a subscription as subscribers x price, losing churn each month', () => {
    const base = scenarioOf(
      computeFinancialModel({
        ...shop,
        revenueKind: 'subscription',
        price: 20,
        purchasesPerCustomer: 1,
        churn: 10,
        monthlyGrowth: 0,
        newCustomersPerMonth: 10,
      }),
      'base',
    );
    expect(base.months[0]?.revenue).toBeCloseTo(200);
    expect(base.months[1]?.activeCustomers).toBeCloseTo(19);
    expect(base.months[1]?.revenue).toBeCloseTo(380);
    expect(base.unitEconomics.expectedLifetimeMonths).toBeCloseTo(10);
    expect(base.unitEconomics.lifetimeValue).toBeCloseTo(20 * 0.6 * 10);
  });

  it('keeps only the take rate of a marketplace’s order value as revenue', () => {
    const base = scenarioOf(
      computeFinancialModel({ ...shop, revenueKind: 'marketplace', price: 100, takeRate: 10 }),
      'base',
    );
    expect(base.unitEconomics.revenuePerCustomer).toBeCloseTo(15);
    expect(base.months[0]?.revenue).toBeCloseTo(50 * 15);
  });

  it('starts the cash from the founder’s budget band', () => {
    expect(financialDefaults({ budget: '5000-10000', industry: 'technology' }).assumptions.startingCash).toBe(
      7500,
    );
    expect(financialDefaults({ industry: 'technology' }).assumptions.revenueKind).toBe('subscription');
    expect(financialDefaults({ industry: 'ecommerce' }).assumptions.revenueKind).toBe('unit-sales');
  });
});
