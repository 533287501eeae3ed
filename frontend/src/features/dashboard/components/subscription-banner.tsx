import type { SubscriptionStatusResponse } from '@bb/backend/contracts';
import { ArrowUpRight, Crown, Settings2, Sparkles, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { tierLabels } from '@/features/projects';
import { cn } from '@/lib/utils';
import { completionsLabel, trialDaysLeft } from '../lib/trial';

export interface SubscriptionBannerProps {
  status: SubscriptionStatusResponse | undefined;
  isLoading: boolean;
  isError: boolean;
  /**
   * The button that starts the opt-in Pro trial (billing's StartTrialButton, passed in by the page),
   * shown beside Upgrade Plan while the status says the trial is available.
   */
  trialAction?: ReactNode;
  className?: string;
}

/** Plan badge, completions this month, trial days left and the way to a better plan. */
export function SubscriptionBanner({
  status,
  isLoading,
  isError,
  trialAction,
  className,
}: SubscriptionBannerProps) {
  if (isLoading) {
    return (
      <div
        className={cn('rounded-xl border bg-card p-5', className)}
        role="status"
        aria-busy="true"
        aria-label="Loading your plan"
        data-tour="subscription-info"
      >
        <div className="flex flex-wrap items-center gap-4">
          <Skeleton className="size-10 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-3 w-64 max-w-full" />
          </div>
          <Skeleton className="h-10 w-36" />
        </div>
      </div>
    );
  }
  if (isError || !status) {
    return (
      <div
        className={cn('rounded-xl border bg-card p-4 text-sm text-muted-foreground', className)}
        data-tour="subscription-info"
      >
        Your plan details could not be loaded right now.
      </div>
    );
  }

  const { tier, completedThisMonth, monthlyLimit, trial } = status;
  const unlimited = monthlyLimit < 0;
  const percent = unlimited || monthlyLimit === 0 ? 0 : Math.round((completedThisMonth * 100) / monthlyLimit);
  const atLimit = !unlimited && completedThisMonth >= monthlyLimit;
  const days = trial.active ? trialDaysLeft(trial.endsAt) : 0;
  const isEnterprise = tier === 'enterprise';
  const showTrial = trial.available && trialAction !== undefined;

  return (
    <section
      aria-label="Your plan"
      data-tour="subscription-info"
      className={cn(
        'relative overflow-hidden rounded-xl border bg-card p-5 shadow-sm shadow-slate-900/5',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-0 w-1/2 bg-[radial-gradient(ellipse_at_right,var(--color-accent),transparent_70%)] opacity-70"
      />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-brand text-white shadow-md shadow-primary/25 sm:flex">
          <Crown className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={tier === 'free' ? 'secondary' : 'brand'} className="text-sm">
              {tierLabels[tier]} plan
            </Badge>
            {trial.active ? (
              <Badge variant="soft">
                <Timer aria-hidden="true" />
                Trial: {days} {days === 1 ? 'day' : 'days'} left
              </Badge>
            ) : null}
          </div>
          <p className={cn('mt-2 text-sm font-medium', atLimit && 'text-destructive')}>
            {completionsLabel(completedThisMonth, monthlyLimit)}
          </p>
          {unlimited ? null : (
            <Progress
              value={percent}
              className="mt-2 h-1.5 max-w-sm"
              aria-label="Projects completed this month"
              indicatorClassName={atLimit ? 'bg-destructive bg-none' : undefined}
            />
          )}
          {status.projectLimit >= 0 ? (
            <p
              className={cn(
                'mt-2 text-xs',
                status.canCreateProjects
                  ? 'text-muted-foreground'
                  : 'font-medium text-amber-700 dark:text-amber-400',
              )}
            >
              {status.activeProjects}/{status.projectLimit} open projects
              {status.canCreateProjects ? '' : ': complete or delete one to start another'}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:items-center">
          {showTrial ? trialAction : null}
          {isEnterprise ? (
            <Button asChild variant="outline">
              <Link to="/manage-subscription">
                <Settings2 aria-hidden="true" />
                Manage Subscription
              </Link>
            </Button>
          ) : (
            <Button asChild variant="brand">
              <Link to="/pricing">
                <Sparkles aria-hidden="true" />
                Upgrade Plan
                <ArrowUpRight aria-hidden="true" />
              </Link>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
