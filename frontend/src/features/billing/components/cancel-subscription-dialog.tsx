import type { SubscriptionSummary } from '@bb/backend/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCancelSubscription } from '../api/cancel-subscription';
import { toastBillingError } from '../lib/billing-errors';
import { formatDate, tierNames } from '../lib/format';

/** Cancel with a confirmation: the plan stays until the end of the period, then the account is free. */
export function CancelSubscriptionDialog({ subscription }: { subscription: SubscriptionSummary }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const until = formatDate(subscription.current_period_end);
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (answer) => {
        setOpen(false);
        toast({
          title: 'Subscription Cancelled',
          description: answer.cancel_at_period_end
            ? `Your ${tierNames[subscription.tier]} plan stays active until ${formatDate(answer.endsAt)}.`
            : 'Your subscription has been cancelled.',
        });
      },
      onError: (error) => toastBillingError(error, 'Failed to cancel subscription'),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive hover:text-destructive">
          Cancel Subscription
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your subscription?</DialogTitle>
          <DialogDescription>
            Your {tierNames[subscription.tier]} plan stays active until {until}. After that your account moves
            to the Free plan; your projects stay. You can subscribe again at any time.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep my plan
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? <Spinner label="Cancelling" /> : null}
            Cancel subscription
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
