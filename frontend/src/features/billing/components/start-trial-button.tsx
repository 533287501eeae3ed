import { Timer } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useStartTrial } from '../api/start-trial';

export interface StartTrialButtonProps {
  /** The trial's length from GET /api/plans. */
  trialDays?: number;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * 'Try Pro free for 7 days': starts the opt-in trial (once per account, no card). Show it only when
 * the subscription status says `trial.available`. The hook toasts the outcome and refreshes the
 * status and the session, so every plan-gated screen (Quick Generate, logos, exports) unlocks.
 */
export function StartTrialButton({
  trialDays = 7,
  variant = 'brand',
  size,
  className,
}: StartTrialButtonProps) {
  const start = useStartTrial();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={start.isPending}
      onClick={() => start.mutate()}
    >
      {start.isPending ? <Spinner label="Starting your trial" /> : <Timer aria-hidden="true" />}
      Try Pro free for {trialDays} days
    </Button>
  );
}
