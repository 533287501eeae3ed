import type { DailyIdea } from '@bb/backend/contracts';
import { AlertCircle, CalendarDays, Eye, RotateCw, Sparkles, Users } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useIdeaOfTheDay } from '../api/get-idea-of-the-day';
import { formatFeaturedDate } from '../lib/format-featured-date';
import { industryLabel } from '@bb/kernel';

function TodaysIdeaSkeleton() {
  return (
    <Card className="overflow-hidden" role="status" aria-busy="true" aria-label="Loading today's idea">
      <div className="h-1.5 bg-gradient-brand opacity-40" />
      <CardHeader>
        <Skeleton className="h-5 w-40 rounded-full" />
        <Skeleton className="mt-2 h-8 w-2/3" />
      </CardHeader>
      <CardContent className="space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="mt-4 h-16 w-full" />
      </CardContent>
    </Card>
  );
}

/** Today's idea with its industry, title, description, target audience and View Details. */
export function TodaysIdea({ onViewDetails }: { onViewDetails: (idea: DailyIdea) => void }) {
  const { data: idea, isPending, isError, refetch, isFetching } = useIdeaOfTheDay();
  if (isPending) return <TodaysIdeaSkeleton />;
  if (isError || !idea) {
    return (
      <Alert variant="destructive">
        <AlertCircle aria-hidden="true" />
        <AlertTitle>Today&apos;s idea could not be loaded</AlertTitle>
        <AlertDescription>
          <p>Check your connection and try again.</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Card className="overflow-hidden" aria-labelledby="todays-idea-title">
      <div className="h-1.5 bg-gradient-brand" />
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="brand">
            <Sparkles aria-hidden="true" />
            Today&apos;s idea
          </Badge>
          <Badge variant="soft">{industryLabel(idea.industry)}</Badge>
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            <time dateTime={idea.featuredDate}>{formatFeaturedDate(idea.featuredDate)}</time>
          </span>
        </div>
        <CardTitle as="h2" id="todays-idea-title" className="mt-2 text-2xl sm:text-3xl">
          {idea.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <p className="leading-relaxed text-muted-foreground">{idea.description}</p>
        <div className="rounded-lg border bg-surface p-4">
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <Users className="size-4 text-primary" aria-hidden="true" />
            Target Audience
          </h3>
          <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">
            {idea.targetAudience || 'Not specified'}
          </p>
        </div>
      </CardContent>
      <CardFooter>
        <Button variant="brand" onClick={() => onViewDetails(idea)}>
          <Eye aria-hidden="true" />
          View Details
        </Button>
      </CardFooter>
    </Card>
  );
}
