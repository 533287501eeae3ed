import type { StaleStep } from '@bb/backend/contracts';
import { RefreshCw } from 'lucide-react';
import { cn } from '@/lib/utils';
import { describeChange, staleCountLabel, stepNumberOf, stepTitleOf } from '../lib/stale-steps';

/**
 * The steps that may be out of date, each with what changed; `onOpen` makes each a button that
 * opens the step (the wizard's sidebar), otherwise a plain list (the edit page, the export step).
 */
export function StaleStepsSummary({
  stale,
  onOpen,
  className,
}: {
  stale: readonly StaleStep[];
  onOpen?: (step: number) => void;
  className?: string;
}) {
  if (stale.length === 0) return null;
  return (
    <section
      aria-labelledby="stale-steps-heading"
      className={cn('rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm', className)}
      data-testid="stale-steps"
    >
      <h3 id="stale-steps-heading" className="flex items-center gap-2 font-semibold">
        <RefreshCw className="size-4 text-warning" aria-hidden="true" />
        {staleCountLabel(stale.length)}
      </h3>
      <ul className="mt-2 space-y-1.5">
        {stale.map((s) => {
          const title = `Step ${stepNumberOf(s.step)} · ${stepTitleOf(s.step)}`;
          const why = s.changes.map(describeChange).join('; ');
          return (
            <li key={s.step}>
              {onOpen ? (
                <button
                  type="button"
                  className="rounded-sm text-left font-medium underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => onOpen(stepNumberOf(s.step))}
                >
                  {title}
                </button>
              ) : (
                <span className="font-medium">{title}</span>
              )}
              <span className="block text-xs text-muted-foreground">{why}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
