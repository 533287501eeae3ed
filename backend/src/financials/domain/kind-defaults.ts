import type { FinancialAssumptions, FixedCost, RevenueKindOption } from '../../contracts/financials';
import type { Industry } from '../../contracts/options';

/**
 * Starting points for a small, founder-led business of each revenue kind, used when the knowledge
 * base has no archetype for the project. They are round, modest numbers meant to be edited, never
 * market data: the plan says so wherever it prints them.
 */
export interface KindDefaults {
  price: number;
  newCustomersPerMonth: number;
  monthlyGrowth: number;
  churn: number;
  purchasesPerCustomer: number;
  takeRate: number;
  costOfGoods: number;
  acquisitionCost: number;
  reachableCustomers: number;
  fixedCosts: FixedCost[];
}

const tools = (monthly: number): FixedCost => ({ label: 'Software and tools', monthly });
const admin = (monthly: number): FixedCost => ({ label: 'Insurance, accounting and fees', monthly });

export const kindDefaults: Record<RevenueKindOption, KindDefaults> = {
  'unit-sales': {
    price: 35,
    newCustomersPerMonth: 60,
    monthlyGrowth: 5,
    churn: 35,
    purchasesPerCustomer: 1,
    takeRate: 0,
    costOfGoods: 45,
    acquisitionCost: 12,
    reachableCustomers: 50_000,
    fixedCosts: [tools(80), admin(150), { label: 'Premises or storage', monthly: 600 }],
  },
  subscription: {
    price: 29,
    newCustomersPerMonth: 20,
    monthlyGrowth: 6,
    churn: 4,
    purchasesPerCustomer: 1,
    takeRate: 0,
    costOfGoods: 15,
    acquisitionCost: 90,
    reachableCustomers: 40_000,
    fixedCosts: [tools(250), admin(150), { label: 'Hosting', monthly: 120 }],
  },
  bookings: {
    price: 70,
    newCustomersPerMonth: 25,
    monthlyGrowth: 4,
    churn: 12,
    purchasesPerCustomer: 1,
    takeRate: 0,
    costOfGoods: 15,
    acquisitionCost: 35,
    reachableCustomers: 20_000,
    fixedCosts: [tools(60), admin(200), { label: 'Premises and equipment', monthly: 900 }],
  },
  marketplace: {
    price: 60,
    newCustomersPerMonth: 80,
    monthlyGrowth: 8,
    churn: 20,
    purchasesPerCustomer: 1,
    takeRate: 12,
    costOfGoods: 25,
    acquisitionCost: 10,
    reachableCustomers: 100_000,
    fixedCosts: [tools(300), admin(150), { label: 'Hosting', monthly: 150 }],
  },
  advertising: {
    price: 12,
    newCustomersPerMonth: 800,
    monthlyGrowth: 8,
    churn: 15,
    purchasesPerCustomer: 4,
    takeRate: 0,
    costOfGoods: 10,
    acquisitionCost: 0.5,
    reachableCustomers: 1_000_000,
    fixedCosts: [tools(120), admin(100), { label: 'Freelance content', monthly: 400 }],
  },
  donations: {
    price: 25,
    newCustomersPerMonth: 30,
    monthlyGrowth: 4,
    churn: 6,
    purchasesPerCustomer: 1,
    takeRate: 0,
    costOfGoods: 5,
    acquisitionCost: 20,
    reachableCustomers: 30_000,
    fixedCosts: [tools(60), admin(120), { label: 'Programme costs', monthly: 500 }],
  },
  retainer: {
    price: 900,
    newCustomersPerMonth: 1,
    monthlyGrowth: 5,
    churn: 5,
    purchasesPerCustomer: 1,
    takeRate: 0,
    costOfGoods: 20,
    acquisitionCost: 600,
    reachableCustomers: 3_000,
    fixedCosts: [tools(150), admin(200)],
  },
};

/** The revenue kind an industry's businesses most often have, when nothing better is known. */
export const industryKinds: Record<Industry, RevenueKindOption> = {
  technology: 'subscription',
  healthcare: 'bookings',
  education: 'bookings',
  finance: 'retainer',
  ecommerce: 'unit-sales',
  marketing: 'retainer',
  consulting: 'retainer',
  creative: 'bookings',
  other: 'unit-sales',
};

/** A few industries price differently from their kind's default. */
export const industryPrices: Partial<Record<Industry, number>> = {
  healthcare: 90,
  education: 40,
  finance: 400,
  consulting: 1500,
  marketing: 1200,
  creative: 250,
};

export type DefaultsWithoutCash = Omit<
  FinancialAssumptions,
  'startingCash' | 'scenarioSpread' | 'revenueKind'
>;
