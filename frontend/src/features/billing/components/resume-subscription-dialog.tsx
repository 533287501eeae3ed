import type { Plan, SubscriptionSummary } from '@bb/backend/contracts';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useResumeSubscription } from '../api/resume-subscription';
import { toastBillingError } from '../lib/billing-errors';
import { formatDate, formatPrice, tierNames } from '../lib/format';

/**
 * A subscription cancelling at period end can be kept: 'Resume subscription' asks first, with the
 * price and the date it will be charged again, then withdraws the cancellation.
 */
export function ResumeSubscriptionDialog({
  subscription,
  plan,
}: {
  subscription: SubscriptionSummary;
  plan: Plan | undefined;
}) {
  const [open, setOpen] = useState(false);
  const resume = useResumeSubscription();
  const name = tierNames[subscription.tier];
  const price = plan ? `${formatPrice(plan.prices[subscription.interval])}/${subscription.interval}` : null;
  const confirm = () =>
    resume.mutate(undefined, {
      onSuccess: (answer) => {
        setOpen(false);
        toast({
          title: 'Subscription resumed',
          description: `Your ${name} plan continues and is next billed on ${formatDate(answer.renewsAt)}.`,
        });
      },
      onError: (error) => toastBillingError(error, 'Failed to resume subscription'),
    });
  return (
    <>
      <Button variant="brand" onClick={() => setOpen(true)}>
        <RotateCcw aria-hidden="true" />
        Resume subscription
      </Button>
      <ConfirmDialog
        open={open}
        title={`Keep your ${name} plan?`}
        description={`Your cancellation is withdrawn and the plan continues. Nothing is charged today; on ${formatDate(subscription.current_period_end)} you are billed ${price ?? 'the plan price'} again, as before.`}
        confirmLabel="Resume subscription"
        cancelLabel="Not now"
        pendingLabel="Resuming"
        pending={resume.isPending}
        variant="brand"
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
