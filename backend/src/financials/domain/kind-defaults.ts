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

const founder = (monthly: number): FixedCost => ({ label: "Founder's pay", monthly });

export const kindDefaults: Record<RevenueKindOption, KindDefaults> = {
  'unit-sales': {
    price: 35,
    newCustomersPerMonth: 35,
    monthlyGrowth: 6,
    churn: 40,
    purchasesPerCustomer: 1,
    takeRate: 0,
    costOfGoods: 45,
    acquisitionCost: 15,
    reachableCustomers: 50_000,
    fixedCosts: [tools(80), admin(150), { label: 'Premises or storage', monthly: 600 }, founder(2000)],
  },
  subscription: {
    price: 29,
    newCustomersPerMonth: 12,
    monthlyGrowth: 7,
    churn: 5,
    purchasesPerCustomer: 1,
    takeRate: 0,
    costOfGoods: 15,
    acquisitionCost: 120,
    reachableCustomers: 40_000,
    fixedCosts: [tools(250), { label: 'Hosting', monthly: 150 }, admin(150), founder(2000)],
  },
  bookings: {
    price: 70,
    newCustomersPerMonth: 15,
    monthlyGrowth: 5,
    churn: 15,
    purchasesPerCustomer: 1,
    takeRate: 0,
    costOfGoods: 15,
    acquisitionCost: 40,
    reachableCustomers: 20_000,
    fixedCosts: [tools(60), admin(200), { label: 'Premises and equipment', monthly: 900 }, founder(2000)],
  },
  marketplace: {
    price: 60,
    newCustomersPerMonth: 80,
    monthlyGrowth: 8,
    churn: 25,
    purchasesPerCustomer: 1,
    takeRate: 12,
    costOfGoods: 25,
    acquisitionCost: 12,
    reachableCustomers: 100_000,
    fixedCosts: [tools(300), { label: 'Hosting', monthly: 150 }, admin(150), founder(2000)],
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
    fixedCosts: [tools(120), admin(100), { label: 'Freelance content', monthly: 400 }, founder(1500)],
  },
  donations: {
    price: 25,
    newCustomersPerMonth: 20,
    monthlyGrowth: 4,
    churn: 6,
    purchasesPerCustomer: 1,
    takeRate: 0,
    costOfGoods: 5,
    acquisitionCost: 25,
    reachableCustomers: 30_000,
    fixedCosts: [
      tools(60),
      admin(120),
      { label: 'Programme costs', monthly: 500 },
      { label: 'Part-time coordinator', monthly: 1000 },
    ],
  },
  retainer: {
    price: 900,
    newCustomersPerMonth: 0.5,
    monthlyGrowth: 3,
    churn: 4,
    purchasesPerCustomer: 1,
    takeRate: 0,
    costOfGoods: 20,
    acquisitionCost: 800,
    reachableCustomers: 3_000,
    fixedCosts: [tools(150), admin(250), founder(3000)],
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

/** Where an industry's businesses differ from their kind's defaults (price, how often clients come). */
export const industryOverrides: Partial<Record<Industry, Partial<KindDefaults>>> = {
  healthcare: { price: 90, purchasesPerCustomer: 0.5, churn: 10 },
  education: { price: 40, purchasesPerCustomer: 2, churn: 12, newCustomersPerMonth: 8 },
  finance: { price: 400, newCustomersPerMonth: 1.5, acquisitionCost: 400 },
  consulting: { price: 1500 },
  marketing: { price: 1200 },
  creative: { price: 300, purchasesPerCustomer: 0.25, churn: 20 },
};

export type DefaultsWithoutCash = Omit<
  FinancialAssumptions,
  'startingCash' | 'scenarioSpread' | 'revenueKind'
>;
