import type { Plan, SubscriptionStatusResponse } from '@bb/backend/contracts';
import { ArrowLeft, CalendarDays, Crown, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePlans } from '@/features/billing/api/get-plans';
import { useSubscriptionStatus } from '@/features/billing/api/get-subscription-status';
import { ByokDiscountCard } from '@/features/billing/components/byok-discount-card';
import { CancelSubscriptionDialog } from '@/features/billing/components/cancel-subscription-dialog';
import { DemoNotice } from '@/features/billing/components/demo-notice';
import { InvoiceTable } from '@/features/billing/components/invoice-table';
import { PaymentRequiredAlert } from '@/features/billing/components/payment-required-alert';
import { PlanChangeCards } from '@/features/billing/components/plan-change-cards';
import { ResumeSubscriptionDialog } from '@/features/billing/components/resume-subscription-dialog';
import { PlanStatusBadges } from '@/features/billing/components/plan-status-badges';
import { StartTrialButton } from '@/features/billing/components/start-trial-button';
import { daysLeft, formatDate, formatPrice, statusLabels, tierNames } from '@/features/billing/lib/format';
import { countOf } from '@/lib/plural';

/**
 * /manage-subscription: the current plan and its billing period ('Renews' or 'Cancelling at period
 * end'), Payment Required for an unpaid subscription, upgrade and downgrade cards, the BYOK
 * discount, cancel and resume (a cancellation withdrawn) with a confirmation, and the invoice history. An account that can still try
 * Pro (new accounts are on Free; the trial is opt-in, once) starts it from the current plan card.
 */
export default function ManageSubscriptionPage() {
  const status = useSubscriptionStatus();
  const plans = usePlans();
  const s = status.data;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title="Manage Subscription" />
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to="/account">
          <ArrowLeft aria-hidden="true" />
          Back to account
        </Link>
      </Button>
      <header className="mt-3" data-tour="billing-management">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Manage Subscription</h1>
        <p className="mt-1 text-muted-foreground">Your plan, billing and invoices.</p>
      </header>

      {status.isPending ? (
        <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6">
          <Skeleton className="h-48 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : status.isError || !s ? (
        <p className="mt-8 text-muted-foreground">Your subscription could not be loaded. Please try again.</p>
      ) : (
        <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6">
          {s.status === 'incomplete' && s.subscription ? (
            <PaymentRequiredAlert tier={s.subscription.tier} />
          ) : null}
          {s.billingMode === 'demo' ? <DemoNotice /> : null}
          <CurrentPlanCard status={s} plans={plans.data?.plans ?? []} trialDays={plans.data?.trialDays} />
          <section aria-labelledby="change-plan-title" className="grid gap-4">
            <div>
              <h2 id="change-plan-title" className="text-lg font-semibold">
                Change your plan
              </h2>
              <p className="text-sm text-muted-foreground">
                {s.subscription && (s.status === 'active' || s.status === 'past_due')
                  ? 'Upgrades apply at once and are prorated; a downgrade is credited on your next invoice.'
                  : 'A paid plan starts as soon as you subscribe.'}
              </p>
            </div>
            {plans.data ? (
              <PlanChangeCards plans={plans.data.plans} status={s} />
            ) : (
              <Skeleton className="h-56 w-full rounded-xl" />
            )}
          </section>
          {s.tier !== 'free' ? <ByokDiscountCard tier={s.tier} /> : null}
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="flex items-center gap-2">
                <Receipt className="size-5 text-primary" aria-hidden="true" />
                Invoice history
              </CardTitle>
            </CardHeader>
            <CardContent>
              <InvoiceTable invoices={s.invoices} />
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}

function CurrentPlanCard({
  status,
  plans,
  trialDays = 7,
}: {
  status: SubscriptionStatusResponse;
  plans: readonly Plan[];
  trialDays?: number;
}) {
  const sub = status.subscription;
  const liveSub = sub !== null && (status.status === 'active' || status.status === 'past_due');
  const plan = liveSub ? plans.find((p) => p.tier === sub.tier) : undefined;
  const price = liveSub && plan ? `${formatPrice(plan.prices[sub.interval])}/${sub.interval}` : null;
  const rows: Array<[string, string]> = [['Status', statusLabels[status.status]]];
  if (status.trial.active)
    rows.push([
      'Trial ends',
      `${formatDate(status.trial.endsAt)} (${countOf(daysLeft(status.trial.endsAt), 'day')} left)`,
    ]);
  if (liveSub) {
    rows.push([
      'Billing period',
      `${formatDate(sub.current_period_start)} – ${formatDate(sub.current_period_end)}`,
    ]);
    rows.push(
      sub.cancel_at_period_end
        ? ['Cancelling at period end', `Moves to Free on ${formatDate(sub.current_period_end)}`]
        : ['Renews', formatDate(sub.current_period_end)],
    );
    rows.push([
      'Billing',
      `${sub.interval === 'year' ? 'Yearly' : 'Monthly'}${status.billingMode === 'demo' ? ' (demo)' : ''}`,
    ]);
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Crown className="size-5 text-primary" aria-hidden="true" />
          Current plan
        </CardTitle>
        <CardDescription>
          {status.trial.active
            ? `You are trying Pro for free. Choose a plan to keep its features after the trial.`
            : `You are on the ${tierNames[status.tier]} plan${price ? ` at ${price}` : ''}.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <PlanStatusBadges status={status} />
        <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-col gap-0.5">
              <dt className="flex items-center gap-1.5 text-muted-foreground">
                {label === 'Billing period' ? <CalendarDays className="size-3.5" aria-hidden="true" /> : null}
                {label}
              </dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      {liveSub && !sub.cancel_at_period_end ? (
        <CardFooter className="justify-end">
          <CancelSubscriptionDialog subscription={sub} />
        </CardFooter>
      ) : liveSub && sub.cancel_at_period_end ? (
        <CardFooter className="flex-col items-start gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            Changed your mind? Keep your {tierNames[sub.tier]} plan and its features; nothing is charged
            before {formatDate(sub.current_period_end)}.
          </p>
          <ResumeSubscriptionDialog subscription={sub} plan={plans.find((p) => p.tier === sub.tier)} />
        </CardFooter>
      ) : status.trial.available ? (
        <CardFooter className="flex-col items-start gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            Try Quick Generate, logos, user stories, tech docs and exports. Once per account, no card needed;
            then you are back on Free unless you choose a plan.
          </p>
          <StartTrialButton trialDays={trialDays} className="shrink-0" />
        </CardFooter>
      ) : null}
    </Card>
  );
}
