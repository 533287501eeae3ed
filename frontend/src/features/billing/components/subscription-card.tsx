import type { SubscriptionStatusResponse } from '@bb/backend/contracts';
import { ArrowUpRight, CreditCard, Settings2, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '../lib/format';
import { PlanStatusBadges } from './plan-status-badges';
import { StartTrialButton } from './start-trial-button';
import { UsageMeter } from './usage-meter';

export interface SubscriptionCardProps {
  status: SubscriptionStatusResponse | undefined;
  isLoading: boolean;
  isError: boolean;
}

/** The Account page's plan summary: the tier, the trial or the renewal, and this month's usage. */
export function SubscriptionCard({ status, isLoading, isError }: SubscriptionCardProps) {
  return (
    <Card aria-labelledby="subscription-card-title">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle as="h2" id="subscription-card-title" className="flex items-center gap-2">
            <CreditCard className="size-5 text-primary" aria-hidden="true" />
            Subscription
          </CardTitle>
          <CardDescription>Your plan and what you have used this month.</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid gap-5">
        {isLoading ? (
          <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading your plan">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : isError || !status ? (
          <p className="text-sm text-muted-foreground">Your plan details could not be loaded right now.</p>
        ) : (
          <>
            <div className="grid gap-2">
              <PlanStatusBadges status={status} />
              <p className="text-sm text-muted-foreground">{renewalLine(status)}</p>
            </div>
            <div className="grid gap-4">
              <UsageMeter
                label="Projects completed this month"
                used={status.completedThisMonth}
                limit={status.monthlyLimit}
              />
              <UsageMeter
                label="Exports this month"
                used={status.exportsThisMonth}
                limit={status.exportLimit}
              />
              <UsageMeter
                label="Vibe-coding prompts this month"
                used={status.usage.vibeCodingUsed}
                limit={status.usage.vibeCodingLimit}
              />
              <UsageMeter label="Open projects" used={status.activeProjects} limit={status.projectLimit} />
            </div>
          </>
        )}
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to="/manage-subscription">
            <Settings2 aria-hidden="true" />
            Manage Subscription
          </Link>
        </Button>
        {status?.tier === 'enterprise' ? null : (
          <Button asChild variant="brand">
            <Link to="/pricing">
              <Sparkles aria-hidden="true" />
              Upgrade Plan
              <ArrowUpRight aria-hidden="true" />
            </Link>
          </Button>
        )}
        {status?.trial.available ? <StartTrialButton variant="outline" /> : null}
      </CardFooter>
    </Card>
  );
}

function renewalLine(status: SubscriptionStatusResponse): string {
  const s = status.subscription;
  if (status.trial.active) return `Your free trial of Pro ends on ${formatDate(status.trial.endsAt)}.`;
  if (status.status === 'incomplete') return 'Your new subscription is waiting for its payment.';
  if (s && status.tier !== 'free') {
    return s.cancel_at_period_end
      ? `Cancelling at period end: your plan stays until ${formatDate(s.current_period_end)}.`
      : `Renews on ${formatDate(s.current_period_end)}.`;
  }
  return 'The free plan: ideas, a business definition, names and a style guide.';
}
