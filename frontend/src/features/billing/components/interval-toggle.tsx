import type { BillingInterval } from '@bb/backend/contracts';
import { cn } from '@/lib/utils';

/** Monthly or yearly prices (yearly is ten months' price). */
export function IntervalToggle({
  value,
  onChange,
  savingsPercent,
}: {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
  savingsPercent?: number;
}) {
  const option = (interval: BillingInterval, label: string) => (
    <button
      type="button"
      aria-pressed={value === interval}
      onClick={() => onChange(interval)}
      className={cn(
        'rounded-full px-4 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        value === interval
          ? 'bg-background text-foreground shadow-sm'
          : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label="Billing interval"
      className="inline-flex items-center gap-1 rounded-full bg-muted p-1"
    >
      {option('month', 'Monthly')}
      {option('year', savingsPercent ? `Yearly (save ${savingsPercent}%)` : 'Yearly')}
    </div>
  );
}
