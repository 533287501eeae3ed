import type { DailyIdea } from '@bb/backend/contracts';
import { AlertCircle, CalendarRange, ChevronLeft, ChevronRight, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { useWeeklyIdeas } from '../api/get-weekly-ideas';
import { weekHeading } from '../lib/week';
import { CalendarDayCell } from './calendar-day-cell';

function WeekSkeleton() {
  return (
    <ol className="grid grid-cols-1 gap-2 md:grid-cols-7" aria-hidden="true">
      {Array.from({ length: 7 }, (_, i) => (
        <li key={i} className="min-h-20 rounded-lg border bg-card p-3 md:min-h-44">
          <Skeleton className="h-4 w-10" />
          <Skeleton className="mt-3 h-3 w-full" />
          <Skeleton className="mt-2 h-3 w-3/4" />
        </li>
      ))}
    </ol>
  );
}

/**
 * The weekly ideas calendar of the paid plans: Monday to Sunday, previous and next week, the
 * month-year header, today highlighted. `onForbidden` is called when the server says the plan
 * does not include it (403), so the page can show the upsell instead.
 */
export function WeeklyCalendar({
  onOpenIdea,
  onForbidden,
}: {
  onOpenIdea: (idea: DailyIdea) => void;
  onForbidden: () => void;
}) {
  const [weekOffset, setWeekOffset] = useState(0);
  const weekly = useWeeklyIdeas(weekOffset);

  const forbidden = weekly.isError && isApiError(weekly.error) && weekly.error.status === 403;
  useEffect(() => {
    if (forbidden) onForbidden();
  }, [forbidden, onForbidden]);
  if (forbidden) return null;

  const days = weekly.data?.days ?? [];
  const heading = weekHeading(days);

  return (
    <Card aria-labelledby="weekly-calendar-title">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle as="h2" id="weekly-calendar-title" className="flex items-center gap-2">
            <CalendarRange className="size-5 text-primary" aria-hidden="true" />
            Weekly Ideas Calendar
          </CardTitle>
          <CardDescription className="mt-1">
            Every day&apos;s idea from the last 7 days. Pick one to see the details.
          </CardDescription>
        </div>
        <div className="flex items-center gap-2 self-start">
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Previous week"
            onClick={() => setWeekOffset((n) => n - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <p
            className="min-w-44 text-center text-sm font-semibold"
            aria-live="polite"
            data-testid="calendar-month"
          >
            {heading || <Skeleton className="mx-auto h-4 w-28" />}
          </p>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Next week"
            onClick={() => setWeekOffset((n) => n + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          {weekOffset !== 0 ? (
            <Button variant="ghost" size="sm" onClick={() => setWeekOffset(0)}>
              This week
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        {weekly.isError ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertTitle>The calendar could not be loaded</AlertTitle>
            <AlertDescription>
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => void weekly.refetch()}
                disabled={weekly.isFetching}
              >
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : weekly.isPending ? (
          <WeekSkeleton />
        ) : (
          <ol
            aria-label={`Ideas for the week of ${heading}`}
            aria-busy={weekly.isPlaceholderData}
            className="grid grid-cols-1 gap-2 transition-opacity aria-busy:opacity-60 md:grid-cols-7"
          >
            {days.map((day) => (
              <CalendarDayCell key={day.date} day={day} onOpenIdea={onOpenIdea} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
