import type { StaleStep, StepKey } from '@bb/backend/contracts';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { describeChange, staleCountLabel, stepNumberOf, stepTitleOf } from '../lib/stale-steps';

export interface StaleStepsSummaryProps {
  stale: readonly StaleStep[];
  /** Makes each step a button that opens it (the wizard's sidebar); otherwise a plain list. */
  onOpen?: (step: number) => void;
  /** Adds Update per step and Update all (absent: a list only, as on a read-only project). */
  onUpdate?: (steps?: StepKey[]) => void;
  /** The steps being updated now (all of them for Update all), or null. */
  updating?: readonly StepKey[] | null;
  className?: string;
}

/** The steps that may be out of date, each with what changed, and the actions that update them. */
export function StaleStepsSummary({
  stale,
  onOpen,
  onUpdate,
  updating = null,
  className,
}: StaleStepsSummaryProps) {
  if (stale.length === 0) return null;
  const busy = updating !== null;
  const all = busy && updating.length > 1;
  return (
    <section
      aria-labelledby="stale-steps-heading"
      className={cn('rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm', className)}
      data-testid="stale-steps"
      aria-busy={busy}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="stale-steps-heading" className="flex items-center gap-2 font-semibold">
          <RefreshCw className="size-4 text-warning" aria-hidden="true" />
          {staleCountLabel(stale.length)}
        </h3>
        {onUpdate && stale.length > 1 ? (
          <Button size="sm" variant="outline" onClick={() => onUpdate()} disabled={busy}>
            {all ? <Spinner label="Updating all steps" /> : <RefreshCw aria-hidden="true" />}
            {all ? 'Updating…' : 'Update all'}
          </Button>
        ) : null}
      </div>
      <ul className="mt-2 space-y-2">
        {stale.map((s) => {
          const title = `Step ${stepNumberOf(s.step)} · ${stepTitleOf(s.step)}`;
          const why = s.changes.map(describeChange).join('; ');
          const mine = busy && !all && updating.includes(s.step);
          return (
            <li key={s.step} className="flex items-start justify-between gap-2">
              <div className="min-w-0">
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
                <span className="block text-xs break-words text-muted-foreground">{why}</span>
              </div>
              {onUpdate ? (
                <Button
                  size="sm"
                  variant="ghost"
                  className="h-7 shrink-0 px-2"
                  onClick={() => onUpdate([s.step])}
                  disabled={busy}
                  aria-label={`Update ${title}`}
                >
                  {mine ? <Spinner label={`Updating ${title}`} /> : <RefreshCw aria-hidden="true" />}
                  {mine ? 'Updating…' : 'Update'}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
