import type { Plan, SubscriptionStatusResponse } from '@bb/backend/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { tierRank } from '@bb/kernel';
import { formatDate, formatPrice, tierNames } from '../lib/format';

export interface PlanChangeQuote {
  up: boolean;
  interval: 'month' | 'year';
  from: { name: string; price: number };
  to: { name: string; price: number };
  /** to - from, in cents per interval. */
  difference: number;
}

/** The price difference of moving a live subscription to `target`, per billing interval. */
export function planChangeQuote(
  status: SubscriptionStatusResponse,
  plans: readonly Plan[],
  target: Plan,
): PlanChangeQuote | null {
  const sub = status.subscription;
  const current = sub ? plans.find((p) => p.tier === sub.tier) : undefined;
  if (!sub || !current) return null;
  const from = current.prices[sub.interval];
  const to = target.prices[sub.interval];
  return {
    up: tierRank(target.tier) > tierRank(current.tier),
    interval: sub.interval,
    from: { name: tierNames[current.tier], price: from },
    to: { name: target.name, price: to },
    difference: to - from,
  };
}

/** '+$15.00/month' or '−$15.00/month'. */
export function differenceLabel(quote: PlanChangeQuote): string {
  const sign = quote.difference >= 0 ? '+' : '−';
  return `${sign}${formatPrice(Math.abs(quote.difference))}/${quote.interval}`;
}

/** A plan change on a live subscription asks first, with what it costs. */
export function PlanChangeConfirmDialog({
  quote,
  periodEnd,
  pending,
  onConfirm,
  onCancel,
}: {
  quote: PlanChangeQuote | null;
  periodEnd: string | undefined;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  if (!quote) return null;
  const verb = quote.up ? 'Upgrade' : 'Downgrade';
  return (
    <ConfirmDialog
      open
      title={`${verb} to ${quote.to.name}?`}
      description={
        quote.up
          ? `You are charged the prorated difference for the rest of this period now; from ${formatDate(periodEnd)} you pay the new price.`
          : `The change applies now; the unused part of this period is credited to your next invoice on ${formatDate(periodEnd)}.`
      }
      confirmLabel={`${verb} to ${quote.to.name}`}
      pendingLabel="Updating"
      pending={pending}
      variant={quote.up ? 'brand' : 'default'}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1.5 rounded-lg border bg-surface p-4 text-sm">
        <dt className="text-muted-foreground">{quote.from.name} (now)</dt>
        <dd className="text-right tabular-nums">
          {formatPrice(quote.from.price)}/{quote.interval}
        </dd>
        <dt className="text-muted-foreground">{quote.to.name}</dt>
        <dd className="text-right tabular-nums">
          {formatPrice(quote.to.price)}/{quote.interval}
        </dd>
        <dt className="border-t pt-1.5 font-medium">Difference</dt>
        <dd className="border-t pt-1.5 text-right font-semibold tabular-nums">{differenceLabel(quote)}</dd>
      </dl>
    </ConfirmDialog>
  );
}
