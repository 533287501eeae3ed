/** Number words of the plan: one place for money, percentages, months and plurals. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** $12,345; small prices keep their cents ($4.50). */
export function money(n: number): string {
  const rounded = Math.abs(n) < 100 && !Number.isInteger(n) ? usdCents.format(n) : usd.format(Math.round(n));
  return rounded === '-$0' ? '$0' : rounded;
}

/** $1.2 million, $350,000: for sentences about large totals. */
export function moneyWords(n: number): string {
  if (Math.abs(n) >= 1_000_000) return `$${oneDecimal.format(n / 1_000_000)} million`;
  return money(n);
}

export const count = (n: number) => whole.format(Math.round(n));
export const decimal = (n: number) => oneDecimal.format(n);
export const percent = (n: number) => `${oneDecimal.format(n)}%`;

/** '1 month', '14 months'. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${count(n)} ${Math.round(n) === 1 ? one : many}`;
}

/** 'month 14' or 'not within 36 months'. */
export function monthOrNever(month: number | null, horizon: number): string {
  return month === null ? `not within ${horizon} months` : `month ${month}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'a, b and c'. */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A sentence ends with one full stop. */
export function sentence(text: string): string {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/** 'break-even moves to month 22' / 'break-even no longer comes within 36 months'. */
export function breakEvenMoves(month: number | null, horizon: number): string {
  return month === null
    ? `break-even no longer comes within ${horizon} months`
    : `break-even moves to month ${month}`;
}

/** '38 new subscribers a month', '1 new client a month', 'a new client every 2 months'. */
export function newPerMonth(n: number, plural: string): string {
  const one = plural.replace(/s$/, '');
  if (n <= 0) return `no new ${plural}`;
  if (n < 0.95) return `a new ${one} every ${decimal(1 / n)} months`;
  if (Math.round(n) === 1) return `1 new ${one} a month`;
  return `${count(n)} new ${plural} a month`;
}

/** Whole numbers from 10 up, one decimal below (0.5 new clients a month). */
export const amount = (n: number) => (Math.abs(n) < 10 ? decimal(n) : count(n));

const SMALL_NUMBERS = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** How often in a month, as a founder says it: 'once a month', '4 times a month', 'once every two months'. */
export function frequency(n: number): string {
  if (n === 1) return 'once a month';
  if (n === 2) return 'twice a month';
  if (n > 1) return `${decimal(n)} times a month`;
  if (n <= 0) return 'never';
  const months = 1 / n;
  if (Math.abs(months - Math.round(months)) < 0.05 && Math.round(months) <= 12)
    return `once every ${SMALL_NUMBERS[Math.round(months)] ?? Math.round(months)} months`;
  const weeks = Math.round(52 / 12 / n);
  return `about once every ${SMALL_NUMBERS[weeks] ?? weeks} weeks`;
}
