const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** $12,345 (negative as -$12,345). */
export const formatMoney = (n: number) => usd.format(Math.round(n));
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});
/** An amount as typed: $29, or $4.50 when it has cents. */
export const formatAmount = (n: number) => (Number.isInteger(n) ? usd.format(n) : cents.format(n));
/** $12.3K for chart axes. */
export const formatMoneyShort = (n: number) => compact.format(n);
export const formatCount = (n: number) => whole.format(n);
export const formatRatio = (n: number) => oneDecimal.format(n);

/** 'Month 14' or 'Not within 36 months'. */
export function formatMonth(month: number | null, horizon = 36): string {
  return month === null ? `Not within ${horizon} months` : `Month ${month}`;
}

/** '1 month', '4.9 months'. */
export const formatMonths = (n: number) => `${oneDecimal.format(n)} ${n === 1 ? 'month' : 'months'}`;
export const formatPercent = (n: number) => `${oneDecimal.format(n)}%`;
