import type { Plan, SubscriptionStatusResponse, Tier } from '@bb/backend/contracts';
import { ArrowDownRight, ArrowUpRight, Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useChangePlan } from '../api/change-plan';
import { toastBillingError } from '../lib/billing-errors';
import { tierRank } from '@bb/kernel';
import { formatDate, formatPrice, tierNames } from '../lib/format';
import { PlanChangeConfirmDialog, planChangeQuote } from './plan-change-confirm';

export interface PlanChangeCardsProps {
  plans: readonly Plan[];
  status: SubscriptionStatusResponse;
}

/**
 * Every other plan as an upgrade or downgrade card. With a live subscription the change happens
 * here (prorated); without one a paid plan goes through /subscribe; Free ends a trial at once and a
 * paid plan at the end of its period (after a confirmation).
 */
export function PlanChangeCards({ plans, status }: PlanChangeCardsProps) {
  const change = useChangePlan();
  const [pending, setPending] = useState<Tier | null>(null);
  const [confirmFree, setConfirmFree] = useState(false);
  const [confirmPlan, setConfirmPlan] = useState<Plan | null>(null);
  const live = status.subscription !== null && (status.status === 'active' || status.status === 'past_due');
  const cancelling = live && status.subscription?.cancel_at_period_end === true;

  const apply = (targetTier: Tier) => {
    setPending(targetTier);
    change.mutate(
      { targetTier },
      {
        onSuccess: (answer) => {
          setConfirmFree(false);
          setConfirmPlan(null);
          if (!answer.applied) {
            toast({ title: 'Payment required', description: 'Complete the payment to finish the upgrade.' });
            return;
          }
          toast({
            title: 'Subscription Updated',
            description:
              targetTier === 'free' && answer.tier !== 'free'
                ? `Your ${tierNames[answer.tier]} plan stays until the end of the period, then moves to Free.`
                : `You are now on the ${tierNames[answer.tier]} plan.`,
          });
        },
        onError: (error) => toastBillingError(error, 'Failed to update subscription'),
        onSettled: () => setPending(null),
      },
    );
  };

  const others = plans.filter((p) => p.tier !== status.tier);
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {others.map((plan) => {
          const up = tierRank(plan.tier) > tierRank(status.tier);
          const label = `${up ? 'Upgrade' : 'Downgrade'} to ${plan.name}`;
          const Icon = up ? ArrowUpRight : ArrowDownRight;
          let action;
          if (plan.tier === 'free') {
            action = (
              <Button
                variant="outline"
                className="w-full"
                disabled={cancelling}
                onClick={() => setConfirmFree(true)}
              >
                <Icon aria-hidden="true" />
                {cancelling ? 'Moving to Free at period end' : label}
              </Button>
            );
          } else if (live) {
            action = (
              <Button
                variant={up ? 'brand' : 'outline'}
                className="w-full"
                disabled={change.isPending}
                onClick={() => setConfirmPlan(plan)}
              >
                {pending === plan.tier ? <Spinner label="Updating" /> : <Icon aria-hidden="true" />}
                {label}
              </Button>
            );
          } else {
            action = (
              <Button asChild variant={up ? 'brand' : 'outline'} className="w-full">
                <Link to={`/subscribe?tier=${plan.tier}`}>
                  <Icon aria-hidden="true" />
                  {label}
                </Link>
              </Button>
            );
          }
          return (
            <li
              key={plan.tier}
              className="flex flex-col rounded-xl border bg-card p-5"
              data-testid={`change-to-${plan.tier}`}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold">{plan.name}</h3>
                <Badge variant={up ? 'soft' : 'secondary'}>{up ? 'Upgrade' : 'Downgrade'}</Badge>
              </div>
              <p className="mt-2">
                <span className="text-2xl font-bold">{formatPrice(plan.prices.month)}</span>
                <span className="text-sm text-muted-foreground">/month</span>
              </p>
              <ul className="mt-3 mb-4 flex-1 space-y-1.5 text-sm text-muted-foreground">
                {plan.highlights.slice(0, 5).map((line) => (
                  <li key={line} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-3.5 shrink-0 text-primary" aria-hidden="true" />
                    {line}
                  </li>
                ))}
              </ul>
              {action}
            </li>
          );
        })}
      </ul>
      <PlanChangeConfirmDialog
        quote={confirmPlan ? planChangeQuote(status, plans, confirmPlan) : null}
        periodEnd={status.subscription?.current_period_end}
        pending={change.isPending}
        onConfirm={() => confirmPlan && apply(confirmPlan.tier)}
        onCancel={() => setConfirmPlan(null)}
      />
      <Dialog open={confirmFree} onOpenChange={setConfirmFree}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Move to the Free plan?</DialogTitle>
            <DialogDescription>{freeConsequence(status)}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmFree(false)}>
              Keep my plan
            </Button>
            <Button variant="destructive" onClick={() => apply('free')} disabled={change.isPending}>
              {pending === 'free' ? <Spinner label="Updating" /> : null}
              Move to Free
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

function freeConsequence(status: SubscriptionStatusResponse): string {
  if (status.trial.active && status.status !== 'incomplete')
    return 'Your free trial of Pro ends now and Pro features such as Quick Generate, logos and exports are locked. A trial cannot be restarted.';
  if (status.status === 'incomplete')
    return 'The unpaid subscription is dropped and your account is on Free from now on.';
  return `Your ${tierNames[status.tier]} plan stays until ${formatDate(status.subscription?.current_period_end)}, then your account moves to Free. Your projects stay.`;
}
