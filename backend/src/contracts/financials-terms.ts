import type { FinancialAssumptionField, RevenueKindOption } from './financials';

/**
 * The words of the financial model, shared by the Financials panel and the business plan so an
 * assumption has the same name on screen and on paper. Data only.
 */
export interface KindTerms {
  /** The business model, as a title: 'Subscription'. */
  title: string;
  /** Who pays, plural: 'subscribers'. */
  customers: string;
  /** One purchase: 'booking'. */
  purchase: string;
  /** What the price is per, after 'per': 'month'. */
  pricePer: string;
}

export const kindTerms: Record<RevenueKindOption, KindTerms> = {
  'unit-sales': { title: 'Product sales', customers: 'customers', purchase: 'purchase', pricePer: 'sale' },
  subscription: { title: 'Subscription', customers: 'subscribers', purchase: 'payment', pricePer: 'month' },
  bookings: { title: 'Bookings', customers: 'clients', purchase: 'booking', pricePer: 'booking' },
  marketplace: { title: 'Marketplace', customers: 'buyers', purchase: 'order', pricePer: 'order' },
  advertising: { title: 'Advertising', customers: 'readers', purchase: 'visit', pricePer: '1,000 visits' },
  donations: { title: 'Donations', customers: 'donors', purchase: 'gift', pricePer: 'gift' },
  retainer: { title: 'Retainers', customers: 'clients', purchase: 'payment', pricePer: 'month' },
};

export type AssumptionUnit = 'money' | 'percent' | 'count' | 'kind' | 'costs';

export interface AssumptionTerm {
  label: string;
  unit: AssumptionUnit;
  hint: string;
}

/** Label, unit and one-line hint of each assumption, in the words of the business model. */
export function assumptionTerms(kind: RevenueKindOption): Record<FinancialAssumptionField, AssumptionTerm> {
  const t = kindTerms[kind];
  const priceLabel: Record<RevenueKindOption, string> = {
    'unit-sales': 'Price per sale',
    subscription: 'Price per month',
    bookings: 'Fee per booking',
    marketplace: 'Average order value',
    advertising: 'Revenue per 1,000 visits',
    donations: 'Average gift',
    retainer: 'Retainer per month',
  };
  return {
    revenueKind: { label: 'Business model', unit: 'kind', hint: 'How the business earns its revenue.' },
    price: { label: priceLabel[kind], unit: 'money', hint: `What one ${t.purchase} brings in, in USD.` },
    newCustomersPerMonth: {
      label: `New ${t.customers} in month 1`,
      unit: 'count',
      hint: `${capitalise(t.customers)} won in the first month; later months grow from it.`,
    },
    monthlyGrowth: {
      label: `Monthly growth of new ${t.customers}`,
      unit: 'percent',
      hint: 'How much faster you win them each month.',
    },
    churn: {
      label: 'Monthly churn',
      unit: 'percent',
      hint: `Share of active ${t.customers} who do not come back in a month.`,
    },
    purchasesPerCustomer: {
      label: `${capitalise(t.purchase)}s per ${singular(t.customers)} per month`,
      unit: 'count',
      hint:
        kind === 'subscription' || kind === 'retainer'
          ? '1 for a monthly plan.'
          : 'On average, across active ones.',
    },
    takeRate: {
      label: 'Take rate',
      unit: 'percent',
      hint:
        kind === 'marketplace' ? 'Share of each order the marketplace keeps.' : 'Only used by a marketplace.',
    },
    costOfGoods: {
      label: 'Cost of goods and fees',
      unit: 'percent',
      hint: 'Materials, supplies and payment fees, as a share of revenue.',
    },
    acquisitionCost: {
      label: `Cost to win one ${singular(t.customers)}`,
      unit: 'money',
      hint: 'Marketing and sales spend per new one (CAC).',
    },
    fixedCosts: { label: 'Fixed monthly costs', unit: 'costs', hint: 'Paid every month whatever the sales.' },
    startingCash: { label: 'Starting cash', unit: 'money', hint: 'What you put in at the start.' },
    scenarioSpread: {
      label: 'Scenario spread',
      unit: 'percent',
      hint: 'How far the conservative and optimistic cases move new customers, growth and churn.',
    },
    reachableCustomers: {
      label: `Reachable ${t.customers}`,
      unit: 'count',
      hint: 'People or businesses you could realistically serve (your estimate, for market sizing).',
    },
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function singular(plural: string): string {
  return plural.endsWith('s') ? plural.slice(0, -1) : plural;
}

export const scenarioLabels = {
  conservative: 'Conservative',
  base: 'Base',
  optimistic: 'Optimistic',
} as const;
