import type { BillingInterval, CreateSubscriptionResponse, PaidTier } from '@bb/backend/contracts';
import { ArrowLeft, Check, CreditCard, Info, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useCreateSubscription } from '@/features/billing/api/create-subscription';
import { useBillingConfig } from '@/features/billing/api/get-billing-config';
import { usePlans } from '@/features/billing/api/get-plans';
import { useSubscriptionStatus } from '@/features/billing/api/get-subscription-status';
import { DemoNotice } from '@/features/billing/components/demo-notice';
import { IntervalToggle } from '@/features/billing/components/interval-toggle';
import { StripePaymentForm } from '@/features/billing/components/stripe-payment-form';
import { toastBillingError } from '@/features/billing/lib/billing-errors';
import { formatPrice, tierNames } from '@/features/billing/lib/format';

const TIERS: readonly PaidTier[] = ['starter', 'pro', 'enterprise'];
const tierFrom = (value: string | null): PaidTier => TIERS.find((t) => t === value?.toLowerCase()) ?? 'pro';

/**
 * /subscribe?tier=starter|pro (default pro): the plan's features and price and the payment. Demo
 * billing says plainly that no card is charged and subscribes on Confirm; Stripe shows its card
 * form when a publishable key is configured. Success returns to /account?success=true.
 */
export default function SubscribePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tier = tierFrom(params.get('tier'));
  const [interval, setBillingInterval] = useState<BillingInterval>(
    params.get('interval') === 'year' ? 'year' : 'month',
  );
  const plans = usePlans();
  const config = useBillingConfig();
  const status = useSubscriptionStatus();
  const create = useCreateSubscription();
  const [payment, setPayment] = useState<CreateSubscriptionResponse | null>(null);

  const plan = plans.data?.plans.find((p) => p.tier === tier);
  const price = plan?.prices[interval] ?? 0;
  const live =
    status.data?.subscription && (status.data.status === 'active' || status.data.status === 'past_due');

  const subscribe = () =>
    create.mutate(
      { tier, interval },
      {
        onSuccess: (answer) => {
          if (answer.mode === 'demo' || answer.status === 'active') void navigate('/account?success=true');
          else setPayment(answer);
        },
        onError: (error) => toastBillingError(error, 'Failed to create subscription. Please try again.'),
      },
    );

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={`Subscribe to ${tierNames[tier]}`} />
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to="/account">
          <ArrowLeft aria-hidden="true" />
          Back to account
        </Link>
      </Button>
      <header className="mt-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Subscribe to {tierNames[tier]}</h1>
        <p className="mt-1 text-muted-foreground">
          Everything you need, billed {interval === 'year' ? 'yearly' : 'monthly'}. Cancel any time.
        </p>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle as="h2">{plan?.name ?? tierNames[tier]} plan</CardTitle>
            <CardDescription>{plan?.description}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <IntervalToggle
              value={interval}
              onChange={setBillingInterval}
              savingsPercent={plan?.yearlySavingsPercent || undefined}
            />
            {plan ? (
              <p className="flex items-baseline gap-1">
                <span className="text-4xl font-bold tracking-tight">{formatPrice(price)}</span>
                <span className="text-muted-foreground">/{interval === 'year' ? 'year' : 'month'}</span>
              </p>
            ) : (
              <Skeleton className="h-10 w-40" />
            )}
            <ul className="grid gap-2.5 text-sm sm:grid-cols-2" aria-label="Included in the plan">
              {(plan?.highlights ?? []).map((line) => (
                <li key={line} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {line}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <CreditCard className="size-5 text-primary" aria-hidden="true" />
              Payment
            </CardTitle>
            <CardDescription>
              {formatPrice(price)} {interval === 'year' ? 'a year' : 'a month'}, starting today.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {config.isPending || status.isPending ? (
              <Skeleton className="h-32 w-full" />
            ) : live && status.data?.subscription ? (
              <Alert variant="info">
                <Info aria-hidden="true" />
                <AlertTitle>You already have the {tierNames[status.data.subscription.tier]} plan</AlertTitle>
                <AlertDescription>
                  <p>Change your plan on Manage Subscription; the difference is prorated.</p>
                  <Button asChild size="sm" variant="outline" className="mt-3">
                    <Link to="/manage-subscription">Manage Subscription</Link>
                  </Button>
                </AlertDescription>
              </Alert>
            ) : config.data?.mode === 'stripe' ? (
              config.data.publishableKey === null ? (
                <Alert variant="warning">
                  <Info aria-hidden="true" />
                  <AlertTitle>Card payments are not set up</AlertTitle>
                  <AlertDescription>
                    This server takes payments with Stripe but has no publishable key
                    (STRIPE_PUBLISHABLE_KEY), so the card form cannot be shown. Please contact support to
                    subscribe.
                  </AlertDescription>
                </Alert>
              ) : payment?.clientSecret ? (
                <StripePaymentForm
                  publishableKey={config.data.publishableKey}
                  clientSecret={payment.clientSecret}
                  submitLabel={`Pay ${formatPrice(price)}`}
                />
              ) : (
                <Button variant="brand" size="lg" onClick={subscribe} disabled={create.isPending}>
                  {create.isPending ? (
                    <Spinner label="Preparing payment" />
                  ) : (
                    <CreditCard aria-hidden="true" />
                  )}
                  Continue to payment
                </Button>
              )
            ) : (
              <>
                <DemoNotice />
                <Button variant="brand" size="lg" onClick={subscribe} disabled={create.isPending}>
                  {create.isPending ? <Spinner label="Subscribing" /> : <ShieldCheck aria-hidden="true" />}
                  Confirm subscription
                </Button>
              </>
            )}
            <p className="text-xs text-muted-foreground">
              Your plan starts at once. Upgrades are prorated; cancelling keeps your plan until the end of the
              period.
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
