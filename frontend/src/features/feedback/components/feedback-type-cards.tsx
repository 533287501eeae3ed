import type { FeedbackType } from '@bb/backend/contracts';
import { cn } from '@/lib/utils';
import { FEEDBACK_TYPES } from '../lib/feedback-types';

/** The four kinds of feedback; choosing one opens the form with that type. */
export function FeedbackTypeCards({
  selected,
  onSelect,
}: {
  selected: FeedbackType | null;
  onSelect: (type: FeedbackType) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {FEEDBACK_TYPES.map(({ type, title, description, Icon, tone }) => (
        <li key={type}>
          <button
            type="button"
            onClick={() => onSelect(type)}
            aria-pressed={selected === type}
            className={cn(
              'flex h-full w-full flex-col items-start gap-3 rounded-xl border bg-card p-4 text-left sm:p-5 shadow-sm transition outline-none hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring',
              selected === type && 'border-primary ring-2 ring-primary/30',
            )}
          >
            <span className={cn('flex size-10 items-center justify-center rounded-lg', tone)}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="mt-1 hidden text-sm text-muted-foreground sm:block">{description}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
