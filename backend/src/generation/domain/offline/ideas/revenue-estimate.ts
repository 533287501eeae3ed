import type { Archetype } from '../../knowledge/archetype';

/** What a founder-led business pays its owner, per month, on top of its cost lines. */
const OWNER_PAY = { low: 3000, high: 6000 };

function thousands(n: number): string {
  if (n >= 1_000_000) return `$${(Math.round(n / 100_000) / 10).toString()}M`;
  return `$${Math.max(5, Math.round(n / 5000) * 5).toString()}K`;
}

/**
 * Yearly revenue this business needs once established, from its own cost lines: what covers the
 * fixed and variable costs, the cost of goods and the owner's pay at the low and high ends, with
 * the high end allowed some profit. A bakery gets a different figure from a groomer because its
 * costs are different, not because a budget band says so.
 */
export function revenueRange(a: Archetype): string {
  const monthly = a.costs.filter((c) => c.monthly);
  const low = monthly.reduce((s, c) => s + (c.monthly?.low ?? 0), 0) + OWNER_PAY.low;
  const high = monthly.reduce((s, c) => s + (c.monthly?.high ?? 0), 0) + OWNER_PAY.high;
  const goods = Math.min(
    0.8,
    a.costs.reduce((s, c) => s + (c.shareOfRevenue ?? 0), 0),
  );
  const yearlyLow = ((low * 12) / (1 - goods)) * 1.1;
  const yearlyHigh = ((high * 12) / (1 - goods)) * 1.3;
  return `${thousands(yearlyLow)}-${thousands(yearlyHigh)}/year`;
}
