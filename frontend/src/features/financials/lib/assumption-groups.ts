import type { FinancialAssumptionField, RevenueKindOption } from '@bb/backend/contracts';

export type NumberField = Exclude<FinancialAssumptionField, 'revenueKind' | 'fixedCosts'>;

/** How the assumptions are grouped, in the form and in a completed project's summary. */
export const ASSUMPTION_GROUPS: { title: string; fields: NumberField[] }[] = [
  {
    title: 'Revenue',
    fields: ['price', 'newCustomersPerMonth', 'monthlyGrowth', 'churn', 'purchasesPerCustomer', 'takeRate'],
  },
  { title: 'Costs', fields: ['costOfGoods', 'acquisitionCost'] },
  { title: 'Cash, scenarios and market', fields: ['startingCash', 'scenarioSpread', 'reachableCustomers'] },
];

/** The take rate means something for a marketplace only. */
export const isShown = (field: NumberField, kind: RevenueKindOption) =>
  field !== 'takeRate' || kind === 'marketplace';
