import { CheckCircle2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import {
  AccountSummaryCard,
  DangerZoneCard,
  SecurityCard,
} from '@/features/account/components/account-cards';
import { ProfileForm } from '@/features/account/components/profile-form';
import { useSession } from '@/features/auth/api/get-session';
import { useSubscriptionStatus } from '@/features/billing/api/get-subscription-status';
import { SubscriptionCard } from '@/features/billing/components/subscription-card';
import { tierNames } from '@/features/billing/lib/format';

/**
 * /account: the subscription with this month's usage, the profile form, the password, an account
 * summary and the Danger Zone. /account?success=true is where a payment returns: it confirms it.
 */
export default function AccountPage() {
  const { user } = useSession();
  const status = useSubscriptionStatus();
  const [params] = useSearchParams();
  const paid = params.get('success') === 'true';
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title="Account Settings" />
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Account Settings</h1>
        <p className="mt-1 text-muted-foreground">Your profile, plan and security settings.</p>
      </header>
      {paid ? (
        <Alert variant="success" className="mt-6">
          <CheckCircle2 aria-hidden="true" />
          <AlertTitle>Subscription confirmed</AlertTitle>
          <AlertDescription>
            {status.data && status.data.tier !== 'free' && !status.data.trial.active
              ? `Thank you! You are now on the ${tierNames[status.data.tier]} plan.`
              : 'Thank you! Your plan is updated as soon as the payment is confirmed.'}
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <ProfileForm user={user} />
          <SecurityCard />
          <DangerZoneCard />
        </div>
        <div className="grid gap-6">
          <SubscriptionCard status={status.data} isLoading={status.isPending} isError={status.isError} />
          <AccountSummaryCard user={user} />
        </div>
      </div>
    </div>
  );
}
