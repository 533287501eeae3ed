import type { BillingInterval, Plan, Tier } from '@bb/backend/contracts';
import { ArrowRight, Building2, Gift } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth/api/get-session';
import { usePlans } from '@/features/billing/api/get-plans';
import { useSubscriptionStatus } from '@/features/billing/api/get-subscription-status';
import { IntervalToggle } from '@/features/billing/components/interval-toggle';
import { PlanCard } from '@/features/billing/components/plan-card';
import { StartTrialButton } from '@/features/billing/components/start-trial-button';
import { PlanComparison } from './plan-comparison';

/**
 * /pricing (public): the Free, Starter and Pro cards from GET /api/plans and the 7-day trial.
 * Choosing a plan signed out goes to /login; signed in, a paid plan goes to /subscribe?tier=...
 * and Free to Manage Subscription. The plan in effect is marked. A signed-in account that can
 * still try Pro (new accounts start on Free; the trial is opt-in, once) starts it on the Pro card.
 */
export default function PricingPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const plans = usePlans();
  const status = useSubscriptionStatus({ enabled: user !== null });
  const [interval, setBillingInterval] = useState<BillingInterval>('month');

  const current: Tier | null = user ? (status.data?.tier ?? user.subscriptionTier) : null;
  const onTrial = status.data?.trial.active === true;
  const canTry = user !== null && status.data?.trial.available === true;
  const listed = plans.data?.plans.filter((p) => p.listed) ?? [];
  const enterprise = plans.data?.plans.find((p) => p.tier === 'enterprise');
  const trialDays = plans.data?.trialDays ?? 7;
  const savings = Math.max(0, ...listed.map((p) => p.yearlySavingsPercent));

  const choose = (tier: Tier) => {
    if (!user) return void navigate('/login');
    if (tier === 'free') return void navigate('/manage-subscription');
    void navigate(`/subscribe?tier=${tier}${interval === 'year' ? '&interval=year' : ''}`);
  };

  const actionFor = (plan: Plan) => {
    const isCurrent = current === plan.tier && !(onTrial && plan.tier === 'pro');
    if (isCurrent)
      return (
        <Button variant="outline" className="w-full" disabled>
          Your current plan
        </Button>
      );
    const label = !user
      ? plan.tier === 'free'
        ? 'Get started free'
        : `Choose ${plan.name}`
      : onTrial && plan.tier === 'pro'
        ? 'Keep Pro after your trial'
        : plan.tier === 'free'
          ? 'Switch to Free'
          : `Choose ${plan.name}`;
    const choice = (
      <Button
        variant={plan.recommended && !(canTry && plan.tier === 'pro') ? 'brand' : 'outline'}
        className="w-full"
        onClick={() => choose(plan.tier)}
      >
        {label}
        <ArrowRight aria-hidden="true" />
      </Button>
    );
    if (!(canTry && plan.tier === 'pro')) return choice;
    return (
      <div className="grid gap-2">
        <StartTrialButton trialDays={trialDays} className="w-full" />
        {choice}
      </div>
    );
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="Pricing" />
      <header className="mx-auto max-w-2xl text-center" data-tour="subscription-tiers">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Pricing</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          Plans that grow with your business
        </h1>
        <p className="mt-4 text-muted-foreground">
          Start free and upgrade when you are ready. Every account can try Pro once, no card needed.
        </p>
      </header>

      <Alert variant="info" className="mx-auto mt-8 max-w-2xl">
        <Gift aria-hidden="true" />
        <AlertTitle>{trialDays}-day free trial</AlertTitle>
        <AlertDescription>
          Start it when you are ready, once per account: for {trialDays} days you get Pro, with Quick
          Generate, logos, user stories, tech docs and up to 2 exports. Then your account returns to Free
          unless you choose a plan.
        </AlertDescription>
      </Alert>

      <div className="mt-8 flex justify-center">
        <IntervalToggle
          value={interval}
          onChange={setBillingInterval}
          savingsPercent={savings || undefined}
        />
      </div>

      {plans.isPending ? (
        <div className="mt-10 grid gap-6 md:grid-cols-3" aria-label="Loading plans">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-[30rem] rounded-2xl" />
          ))}
        </div>
      ) : plans.isError ? (
        <p className="mt-10 text-center text-muted-foreground">
          The plans could not be loaded. Please try again.
        </p>
      ) : (
        <div className="mt-10 grid gap-6 md:grid-cols-3" data-tour="upgrade-benefits">
          {listed.map((plan) => (
            <PlanCard
              key={plan.tier}
              plan={plan}
              interval={interval}
              current={current === plan.tier}
              trialDays={user ? undefined : trialDays}
              action={actionFor(plan)}
            />
          ))}
        </div>
      )}

      {enterprise ? (
        <div className="mt-8 flex flex-col items-start gap-3 rounded-xl border bg-surface p-5 sm:flex-row sm:items-center">
          <Building2 className="size-6 shrink-0 text-primary" aria-hidden="true" />
          <p className="flex-1 text-sm text-muted-foreground">
            <span className="font-medium text-foreground">Need more?</span> {enterprise.name} has no monthly
            limits on projects or exports, the largest generations and priority support.
          </p>
          <Button asChild variant="outline" size="sm">
            <Link to={user ? '/manage-subscription' : '/login'}>See Enterprise</Link>
          </Button>
        </div>
      ) : null}

      {listed.length > 0 ? <PlanComparison plans={listed} /> : null}

      {user ? (
        <p className="mt-8 text-center text-sm text-muted-foreground" data-tour-fallback="billing-management">
          Already on a plan? Change or cancel it and see your invoices in{' '}
          <Link
            to="/manage-subscription"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Manage Subscription
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
