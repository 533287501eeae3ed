import type { Archetype } from '../../generation/domain/knowledge/archetype';
import { financialDefaults } from './financial-defaults';
import { applyFinancialsUpdate, projectFinancials } from './project-financials';

const groomer = {
  id: 'mobile-dog-groomer',
  kind: { singular: 'mobile dog groomer', plural: 'mobile dog groomers' },
  revenue: [
    {
      kind: 'bookings',
      description: 'A full groom at $65-95 depending on the size of the dog.',
      price: { low: 65, typical: 80, high: 95, per: 'groom' },
    },
  ],
  costs: [
    { label: 'Shampoo and supplies', kind: 'cost-of-goods', shareOfRevenue: 0.08 },
    { label: 'Card fees', kind: 'variable', shareOfRevenue: 0.03 },
    { label: 'Van lease and fuel', kind: 'fixed', monthly: { low: 600, high: 900 } },
    { label: 'Local ads', kind: 'acquisition', monthly: { low: 200, high: 400 } },
  ],
} as unknown as Archetype;

describe('financial defaults', () => {
  it('take the archetype’s main revenue stream, its cost lines and the budget band', () => {
    const { assumptions, basis } = financialDefaults({ archetype: groomer, budget: '1000-5000' });
    expect(assumptions.revenueKind).toBe('bookings');
    expect(assumptions.price).toBe(80);
    expect(assumptions.costOfGoods).toBe(11);
    expect(assumptions.fixedCosts).toEqual([{ label: 'Van lease and fuel', monthly: 750 }]);
    expect(assumptions.acquisitionCost).toBeGreaterThan(0);
    expect(assumptions.startingCash).toBe(3000);
    expect(basis).toContain('mobile dog groomer');
  });

  it('take how often a customer pays and how many leave from the archetype when it knows', () => {
    const weekly = {
      ...groomer,
      revenue: [{ ...groomer.revenue[0], cadence: { purchasesPerMonth: 0.75, monthlyChurn: 5 } }],
    } as Archetype;
    const { assumptions } = financialDefaults({ archetype: weekly });
    expect(assumptions.purchasesPerCustomer).toBe(0.75);
    expect(assumptions.churn).toBe(5);
    // Without a cadence, the business model's general figures.
    expect(financialDefaults({ archetype: groomer }).assumptions.churn).not.toBe(5);
  });

  it('without an archetype follow the industry’s usual revenue kind and say so', () => {
    const saas = financialDefaults({ industry: 'technology', budget: '10000-50000' });
    expect(saas.assumptions.revenueKind).toBe('subscription');
    expect(saas.assumptions.startingCash).toBe(30000);
    expect(saas.basis).toMatch(/technology business earning from monthly subscriptions/);
    expect(financialDefaults({ industry: 'healthcare' }).assumptions.revenueKind).toBe('bookings');
    expect(financialDefaults({}).basis).toMatch(/placeholder/);
  });
});

describe('a project’s financials', () => {
  const stepData = { ideaGeneration: { industry: 'ecommerce' as const, budget: '5000-10000' as const } };

  it('lay the saved assumptions over the defaults and say where each comes from', () => {
    const plain = projectFinancials({ stepData });
    expect(plain.origins.price).toBe('default');
    const edited = projectFinancials({
      stepData: { ...stepData, financials: { price: 99 } },
      sources: { 'financials.price': { source: 'user' } },
    });
    expect(edited.assumptions.price).toBe(99);
    expect(edited.origins.price).toBe('user');
    expect(edited.defaults.price).toBe(plain.assumptions.price);
    expect(edited.model.scenarios[1]?.months[0]?.revenue).toBeGreaterThan(
      plain.model.scenarios[1]?.months[0]?.revenue ?? Infinity,
    );
  });

  it('follow the business model the founder chose: a marketplace gets a take rate, a clinic’s prices stay with bookings', () => {
    const health = { ideaGeneration: { industry: 'healthcare' as const } };
    expect(projectFinancials({ stepData: health }).assumptions.price).toBe(90);
    const market = projectFinancials({ stepData: { ...health, financials: { revenueKind: 'marketplace' } } });
    expect(market.defaults.takeRate).toBeGreaterThan(0);
    expect(market.defaults.price).not.toBe(90);
    expect(market.defaultsBasis).toMatch(/take rate on marketplace orders/);
  });

  it('an update sets the given fields, puts null ones back to their default, keeps the rest', () => {
    expect(applyFinancialsUpdate({ price: 10, churn: 5 }, { price: 12, churn: null })).toEqual({ price: 12 });
    expect(applyFinancialsUpdate(undefined, { startingCash: 100 })).toEqual({ startingCash: 100 });
  });
});
