import type { StartTrialResponse } from '@bb/backend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api, isApiError } from '@/lib/api';
import { toastBillingError } from '../lib/billing-errors';
import { formatDate } from '../lib/format';
import { SUBSCRIPTION_STATUS_KEY } from './get-subscription-status';
import { refreshPlan } from './invalidate-plan';

/** Starts the 7-day Pro trial (once per account, no card); answers with the new subscription status. */
export const startTrial = () => api.post<StartTrialResponse>('/api/start-trial', {});

/**
 * Start the trial. The answer is the status at once (banner, badges, Quick Generate's lock), then
 * the status and the session are read again like after any plan change. The toasts are raised
 * here, not by the button: the button is gone as soon as the status says the trial is active.
 */
export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: (status) => {
      toast({
        title: 'Trial started',
        description: status.trial.endsAt
          ? `You have Pro until ${formatDate(status.trial.endsAt)}. No card is needed.`
          : 'You have Pro for the next 7 days. No card is needed.',
      });
      queryClient.setQueryData(SUBSCRIPTION_STATUS_KEY, status);
      void refreshPlan(queryClient);
    },
    onError: (error) => {
      toastStartTrialError(error);
      // A 409 means this page's status was out of date (a trial or a subscription elsewhere).
      if (isApiError(error) && error.status === 409) void refreshPlan(queryClient);
    },
  });
}

/** 409s say why in this page's words: the trial is once per account, and not after a subscription. */
function toastStartTrialError(error: unknown): void {
  const title = 'Could not start the trial';
  if (isApiError(error) && error.status === 409) {
    toast({
      variant: 'destructive',
      title,
      description:
        error.code === 'TrialAlreadyUsed'
          ? 'This account has already had its free trial of Pro. Choose a plan to get Pro again.'
          : 'The free trial is for accounts that have never subscribed. Choose a plan instead.',
    });
    return;
  }
  toastBillingError(error, title, 'Something went wrong. Please try again.');
}
