import type { DailyIdea, IdeaCalendarDay } from '@bb/backend/contracts';
import { Clock, MinusCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { industryLabel } from '@bb/kernel';
import { calendarCell, dayParts } from '../lib/week';

/** One day of the weekly calendar: its date, then the idea, 'Expired / 7-day limit' or 'No idea'. */
export function CalendarDayCell({
  day,
  onOpenIdea,
}: {
  day: IdeaCalendarDay;
  onOpenIdea: (idea: DailyIdea) => void;
}) {
  const cell = calendarCell(day);
  const parts = dayParts(day.date);
  return (
    <li
      aria-current={day.isToday ? 'date' : undefined}
      aria-label={`${parts.full}${day.isToday ? ' (today)' : ''}`}
      data-state={cell.kind}
      className={cn(
        'flex min-h-20 gap-3 rounded-lg border bg-card p-3 md:min-h-44 md:flex-col md:gap-2',
        day.isToday && 'border-primary bg-accent/60 ring-2 ring-primary/40',
        cell.kind !== 'idea' && !day.isToday && 'bg-surface',
      )}
    >
      <div className="flex w-12 shrink-0 flex-col items-center md:w-auto md:flex-row md:justify-between">
        <span
          className={cn(
            'text-xs font-semibold tracking-wide uppercase',
            day.isToday ? 'text-primary' : 'text-muted-foreground',
          )}
        >
          {parts.weekday}
        </span>
        <span
          className={cn(
            'flex size-8 items-center justify-center rounded-full text-sm font-semibold',
            day.isToday && 'bg-primary text-primary-foreground',
          )}
        >
          {parts.day}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col justify-center md:justify-start">
        {day.isToday ? (
          <span className="mb-1 text-[0.7rem] font-semibold tracking-wide text-primary uppercase">Today</span>
        ) : null}
        {cell.kind === 'idea' ? (
          <button
            type="button"
            onClick={() => day.idea && onOpenIdea(day.idea)}
            className="group flex flex-1 flex-col items-start gap-2 rounded-md text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="line-clamp-3 text-sm leading-snug font-medium group-hover:text-primary group-hover:underline">
              {cell.title}
            </span>
            <Badge variant="soft" className="max-w-full truncate">
              {industryLabel(cell.industry)}
            </Badge>
            <span className="sr-only">(open the details)</span>
          </button>
        ) : cell.kind === 'expired' ? (
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Clock className="size-3.5 shrink-0" aria-hidden="true" />
            {cell.label}
          </p>
        ) : (
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <MinusCircle className="size-3.5 shrink-0" aria-hidden="true" />
            {cell.label}
          </p>
        )}
      </div>
    </li>
  );
}
