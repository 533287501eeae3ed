import type { RevenueKindOption } from '../../contracts/financials';

/**
 * What the financial defaults read of a kind of business: its main revenue streams' prices and its
 * real cost lines. The knowledge base's archetype (generation/domain/knowledge/archetype.ts) is
 * one; the financials learn which archetype a project is in archetype-for-project.ts, outside the
 * domain, so the financial rules do not depend on generation's knowledge base.
 */
export interface BusinessEconomics {
  /** What the business is, as a countable noun: { singular: 'artisan bakery' }. */
  kind: { singular: string };
  /** The first is the main stream the defaults follow. */
  revenue: readonly {
    kind: RevenueKindOption;
    /** Typical price per unit / month / booking / order, in USD. */
    price: { typical: number };
    /** How often an active customer pays (per month) and the share lost each month (percent). */
    cadence?: { purchasesPerMonth: number; monthlyChurn: number };
  }[];
  /** Monthly USD ranges, or for cost of goods a share of revenue (0-1). */
  costs: readonly {
    label: string;
    kind: 'cost-of-goods' | 'fixed' | 'variable' | 'acquisition';
    monthly?: { low: number; high: number };
    shareOfRevenue?: number;
  }[];
}
