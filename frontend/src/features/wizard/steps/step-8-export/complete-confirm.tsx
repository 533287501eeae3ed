import type { SubscriptionStatusResponse } from '@bb/backend/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { countOf } from '@/lib/plural';

/** What completing costs this month, in words: 'This uses 1 of your 3 monthly completions (1 left after).' */
export function completionCost(
  status: Pick<SubscriptionStatusResponse, 'completedThisMonth' | 'monthlyLimit'> | undefined,
): string {
  if (!status) return 'Completing counts as one of this month’s project completions.';
  const { completedThisMonth: used, monthlyLimit: limit } = status;
  if (limit < 0) return 'Your plan has unlimited completions; this one is counted in your usage.';
  const left = Math.max(0, limit - used - 1);
  return `This uses 1 of your ${countOf(limit, 'monthly completion')} (${used} used so far, ${left} left after this one).`;
}

/** Step 8's 'Complete Project' asks first: it uses a monthly completion and makes the project read-only. */
export function CompleteConfirmDialog({
  open,
  status,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  status: SubscriptionStatusResponse | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Complete this project?"
      description={completionCost(status)}
      confirmLabel="Complete Project"
      variant="brand"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="text-sm text-muted-foreground">
        A completed project is read-only: you can still open every step, read it and export it, but not change
        it.
      </p>
    </ConfirmDialog>
  );
}
