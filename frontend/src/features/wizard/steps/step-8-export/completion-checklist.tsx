import { Circle, CircleCheck } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { checklistPercent, type ChecklistItem } from '@bb/kernel';

export interface CompletionChecklistProps {
  items: readonly ChecklistItem[];
  /** Shows an unfinished step (the frame's navigation); absent: no links. */
  onGoTo?: (step: number) => void;
}

/** The project's completion: a progress bar and the 8 checklist items. */
export function CompletionChecklist({ items, onGoTo }: CompletionChecklistProps) {
  const percent = checklistPercent(items);
  const done = items.filter((i) => i.done).length;
  return (
    <section aria-labelledby="completion-heading" className="rounded-xl border bg-background p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id="completion-heading" className="font-semibold">
          Project completion
        </h3>
        <p className="text-sm whitespace-nowrap">
          <span className="text-2xl font-bold text-gradient-brand">{percent}%</span>
          <span className="ml-2 text-muted-foreground">
            {done} of {items.length} done
          </span>
        </p>
      </div>
      <Progress value={percent} className="mt-3" aria-label="Project completion" />
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <li
            key={item.step}
            data-done={item.done}
            className={cn(
              'flex items-center gap-2.5 rounded-lg border px-3 py-2 text-sm',
              item.done ? 'border-success/30 bg-success/5' : 'border-dashed',
            )}
          >
            {item.done ? (
              <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <Circle className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            <span className={cn('min-w-0 flex-1', item.done ? '' : 'text-muted-foreground')}>
              {item.label}
              <span className="sr-only">{item.done ? ': done' : ': not done yet'}</span>
            </span>
            {!item.done && onGoTo && item.step < 8 ? (
              <button
                type="button"
                onClick={() => onGoTo(item.step)}
                className="shrink-0 rounded-sm text-xs font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                Step {item.step}
                <span className="sr-only">: {item.label}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
