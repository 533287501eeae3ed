import { CalendarDays, CheckCircle2, Lightbulb, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useIdeaOfTheDay } from '../api/get-idea-of-the-day';
import { formatFeaturedDate } from '../lib/format-featured-date';

/** The landing page shows at most this many key features. */
export const MAX_KEY_FEATURES = 4;

function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

function IdeaCardSkeleton({ className }: { className?: string }) {
  return (
    <Card
      className={cn('overflow-hidden', className)}
      role="status"
      aria-busy="true"
      aria-label="Loading the idea of the day"
    >
      <div className="h-1.5 bg-gradient-brand opacity-40" />
      <CardHeader>
        <div className="flex gap-2">
          <Skeleton className="h-5 w-36 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
        <Skeleton className="mt-2 h-7 w-3/4" />
        <Skeleton className="h-4 w-40" />
      </CardHeader>
      <CardContent className="space-y-2">
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-11/12" />
        <Skeleton className="h-3 w-4/5" />
        <div className="grid gap-2 pt-3 sm:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-4 w-5/6" />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * Today's Business Idea of the Day. While it loads a skeleton stands in; if it cannot be
 * loaded the card is left out rather than showing an error to a visitor.
 */
export function IdeaOfTheDayCard({ action, className }: { action?: ReactNode; className?: string }) {
  const { data: idea, isPending, isError } = useIdeaOfTheDay();
  if (isPending) return <IdeaCardSkeleton className={className} />;
  if (isError || !idea) return null;

  const features = idea.keyFeatures.filter((f) => f.trim()).slice(0, MAX_KEY_FEATURES);
  return (
    <Card className={cn('overflow-hidden', className)} aria-labelledby="idea-of-the-day-title">
      <div className="h-1.5 bg-gradient-brand" />
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="brand">
            <Sparkles aria-hidden="true" />
            {/* Not 'Business Idea of the Day': the section's heading says it, once. */}
            Today&apos;s idea
          </Badge>
          {idea.industry ? <Badge variant="soft">{capitalize(idea.industry)}</Badge> : null}
        </div>
        <CardTitle id="idea-of-the-day-title" className="mt-2 text-xl sm:text-2xl">
          {idea.title}
        </CardTitle>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden="true" />
          <span>
            Featured <time dateTime={idea.featuredDate}>{formatFeaturedDate(idea.featuredDate)}</time>
          </span>
        </p>
      </CardHeader>
      <CardContent>
        <p className="leading-relaxed text-muted-foreground">{idea.description}</p>
        {features.length > 0 ? (
          <div className="mt-5">
            <h4 className="flex items-center gap-1.5 text-sm font-semibold">
              <Lightbulb className="size-4 text-primary" aria-hidden="true" />
              Key features
            </h4>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {features.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-sm">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
      {action ? <CardFooter>{action}</CardFooter> : null}
    </Card>
  );
}
