import { PiggyBank } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useByokPricing } from '../api/get-byok-pricing';
import { byokSavings, formatUsd } from '../lib/savings';

/** For paid tiers: what bringing your own keys saves each month (values from the server). */
export function SavingsBanner({ tier }: { tier: string | undefined }) {
  const paid = Boolean(tier) && tier?.toLowerCase() !== 'free';
  const pricing = useByokPricing({ enabled: paid });
  if (!paid || pricing.isError) return null;
  if (pricing.isPending)
    return <Skeleton className="h-24 w-full rounded-xl" aria-label="Loading your savings" />;
  const savings = byokSavings(pricing.data, tier);
  if (!savings) return null;
  return (
    <section
      aria-labelledby="savings-title"
      className="relative overflow-hidden rounded-xl border border-success/30 bg-success/10 p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-success/15 text-success">
          <PiggyBank className="size-6" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 id="savings-title" className="font-semibold">
            Save {formatUsd(savings.monthlySavingsCents)}/month with your own API keys
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Bring your own AI provider keys and pay {formatUsd(savings.byokCents)} instead of{' '}
            {formatUsd(savings.regularCents)} a month on your plan.
          </p>
        </div>
        <span className="self-start rounded-full bg-success px-3 py-1 text-sm font-bold text-white sm:self-center dark:text-slate-950">
          {savings.discountPercent}% off
        </span>
      </div>
    </section>
  );
}
