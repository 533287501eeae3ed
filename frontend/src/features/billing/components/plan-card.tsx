import type { BillingInterval, Plan } from '@bb/backend/contracts';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { formatPrice } from '../lib/format';
import { countOf } from '@/lib/plural';

/** What the free plan leaves out, listed on its card (spec: no logos, user stories, tech docs or exports). */
export interface PlanCardProps {
  plan: Plan;
  interval: BillingInterval;
  current?: boolean;
  /** Shown on the recommended card: an account can try it free once (the trial is opt-in). */
  trialDays?: number;
  action: ReactNode;
  className?: string;
}

/** One plan: price, what it includes (the server's highlights), what free leaves out, and its action. */
export function PlanCard({ plan, interval, current = false, trialDays, action, className }: PlanCardProps) {
  const price = plan.prices[interval];
  const perMonthOfYear = interval === 'year' && price > 0 ? Math.round(price / 12) : null;
  const headingId = `plan-${plan.tier}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`plan-card-${plan.tier}`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm shadow-slate-900/5',
        plan.recommended && 'border-primary shadow-lg shadow-primary/10 ring-1 ring-primary',
        current && !plan.recommended && 'border-success/60 ring-1 ring-success/40',
        className,
      )}
    >
      <div className="absolute -top-3 left-6 flex gap-2">
        {plan.recommended ? <Badge variant="brand">Most popular</Badge> : null}
        {current ? (
          <Badge variant="success" className="bg-card ring-1 ring-success/40">
            Current plan
          </Badge>
        ) : null}
      </div>
      <h3 id={headingId} className="text-lg font-semibold">
        {plan.name}
      </h3>
      <p className="mt-1 min-h-10 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{formatPrice(price)}</span>
        <span className="text-sm text-muted-foreground">/{interval === 'year' ? 'year' : 'month'}</span>
      </p>
      <p className="mt-1 h-5 text-xs text-muted-foreground">
        {perMonthOfYear !== null
          ? `${formatPrice(perMonthOfYear)}/month billed yearly, save ${plan.yearlySavingsPercent}%`
          : trialDays && plan.recommended
            ? `Try it free for ${countOf(trialDays, 'day')}`
            : price === 0
              ? 'Free forever'
              : ''}
      </p>
      <div className="mt-5">{action}</div>
      <ul className="mt-6 space-y-2.5 text-sm" aria-label={`${plan.name} includes`}>
        {(plan.tier === 'free'
          ? plan.highlights.filter((line) => line !== 'No exports')
          : plan.highlights
        ).map((line) => (
          <li key={line} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
