import type { AccountStatus } from '@bb/backend/contracts';
import { isUnlimited } from '@bb/kernel';

export { tierLabels as tierNames } from '@bb/kernel';

/** '$24.99' from 2499 cents; '$0' for free. */
export function formatPrice(cents: number): string {
  if (cents === 0) return '$0';
  return `$${(cents / 100).toFixed(2)}`;
}

/** 'Apr 12, 2026'. */
export function formatDate(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' });
}

const DAY = 24 * 60 * 60 * 1000;

/** Whole days left until `endsAt` (a started day counts), never below 0. */
export function daysLeft(endsAt: string | null | undefined, now: Date = new Date()): number {
  if (!endsAt) return 0;
  const end = Date.parse(endsAt);
  return Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - now.getTime()) / DAY));
}

/** 'Unlimited' for -1 (the kernel's isUnlimited), else the number. */
export const limitText = (n: number): string => (isUnlimited(n) ? 'Unlimited' : String(n));

export const statusLabels: Record<AccountStatus, string> = {
  free: 'Free plan',
  trialing: 'Trial',
  incomplete: 'Awaiting payment',
  active: 'Active',
  past_due: 'Payment overdue',
  canceled: 'Canceled',
};
