import type { FeedbackItem } from '@bb/backend/contracts';
import { CheckCircle2, Clock, MessageCircleReply, Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { feedbackTypeMeta } from '../lib/feedback-types';
import { moreFeedbackLabel, recentFeedback } from '../lib/previous-feedback';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function formatDate(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dateFormat.format(at);
}

export function FeedbackStatusBadge({ resolved }: { resolved: boolean }) {
  return resolved ? (
    <Badge variant="success">
      <CheckCircle2 aria-hidden="true" />
      Resolved
    </Badge>
  ) : (
    <Badge variant="warning">
      <Clock aria-hidden="true" />
      Under Review
    </Badge>
  );
}

function PreviousFeedbackItem({ item }: { item: FeedbackItem }) {
  const meta = feedbackTypeMeta(item.type);
  const response = item.adminNotes?.trim();
  return (
    <li>
      <Card>
        <CardContent className="p-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex min-w-0 items-start gap-3">
              <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', meta.tone)}>
                <meta.Icon className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold break-words">{item.title}</h3>
                <p className="mt-0.5 text-xs text-muted-foreground">
                  {meta.itemLabel} · <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
                  {item.rating ? (
                    <span
                      className="ml-2 inline-flex items-center gap-0.5"
                      aria-label={`Rated ${item.rating} of 5`}
                    >
                      <Star className="size-3 fill-amber-400 text-amber-400" aria-hidden="true" />
                      {item.rating}/5
                    </span>
                  ) : null}
                </p>
              </div>
            </div>
            <FeedbackStatusBadge resolved={item.resolved} />
          </div>
          <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-muted-foreground">
            {item.description}
          </p>
          {response ? (
            <div className="mt-4 rounded-lg border border-primary/25 bg-accent/50 p-3">
              <p className="flex items-center gap-1.5 text-xs font-semibold text-accent-foreground">
                <MessageCircleReply className="size-3.5" aria-hidden="true" />
                Response from our team
              </p>
              <p className="mt-1 text-sm leading-relaxed whitespace-pre-line">{response}</p>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </li>
  );
}

/** The three most recent items of the user's feedback, and how many more there are. */
export function PreviousFeedback({
  items,
  isPending,
}: {
  items: readonly FeedbackItem[] | undefined;
  isPending: boolean;
}) {
  if (isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading your feedback">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} className="h-28 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (!items || items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
        You haven&apos;t sent any feedback yet. Your submissions and our responses will appear here.
      </p>
    );
  }
  const { shown, more } = recentFeedback(items);
  const moreLabel = moreFeedbackLabel(more);
  return (
    <>
      <ul className="grid gap-3">
        {shown.map((item) => (
          <PreviousFeedbackItem key={item.id} item={item} />
        ))}
      </ul>
      {moreLabel ? <p className="mt-3 text-center text-sm text-muted-foreground">{moreLabel}</p> : null}
    </>
  );
}
