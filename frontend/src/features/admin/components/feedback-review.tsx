import type { AdminFeedbackItem } from '@bb/backend/contracts';
import { CheckCircle2, Clock, MessageCircleReply, RotateCcw, Star } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { capitalize, formatDate } from '../lib/format';
import { DataTable, TableMessage, Td, Th, Tr } from './data-table';
import { ReviewFeedbackDialog, type ReviewTarget } from './review-feedback-dialog';

type Filter = 'all' | 'pending' | 'resolved';
/**
 * Not 'Pending' and 'Resolved': those are the items' status badges, and a
 * filter of the same name made a lookup of an item's status find the filter too.
 */
const FILTERS: { value: Filter; label: string; empty: string }[] = [
  { value: 'all', label: 'All', empty: 'No feedback yet.' },
  { value: 'pending', label: 'Open', empty: 'No open feedback.' },
  { value: 'resolved', label: 'Closed', empty: 'No closed feedback.' },
];

/** Feedback Review: every item with its author and status; Mark Resolved and Reopen with notes. */
export function FeedbackReview({
  items,
  isPending,
}: {
  items: readonly AdminFeedbackItem[] | undefined;
  isPending: boolean;
}) {
  const [filter, setFilter] = useState<Filter>('all');
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const shown = (items ?? []).filter(
    (item) => filter === 'all' || (filter === 'resolved' ? item.resolved : !item.resolved),
  );
  const count = (f: Filter) =>
    (items ?? []).filter((item) => f === 'all' || (f === 'resolved' ? item.resolved : !item.resolved)).length;

  return (
    <>
      <div role="group" aria-label="Show feedback" className="mb-3 inline-flex rounded-lg bg-muted p-1">
        {FILTERS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={cn(
              'rounded-md px-3 py-1 text-sm font-medium text-muted-foreground transition outline-none focus-visible:ring-2 focus-visible:ring-ring',
              filter === value && 'bg-background text-foreground shadow-sm',
            )}
          >
            {label} <span className="tabular-nums opacity-70">({count(value)})</span>
          </button>
        ))}
      </div>
      <DataTable label="Feedback">
        <thead>
          <tr>
            <Th>Type</Th>
            <Th>Title</Th>
            <Th className="min-w-72">Message</Th>
            <Th>Rating</Th>
            <Th>User</Th>
            <Th>Status</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {isPending ? (
            <TableMessage colSpan={7}>Loading feedback…</TableMessage>
          ) : shown.length === 0 ? (
            <TableMessage colSpan={7}>{FILTERS.find((f) => f.value === filter)?.empty}</TableMessage>
          ) : (
            shown.map((item) => (
              <Tr key={item.id} className="align-top">
                <Td>
                  <Badge variant="outline">{capitalize(item.type)}</Badge>
                </Td>
                <Td className="min-w-44 font-medium">
                  <span className="line-clamp-2 break-words">{item.title}</span>
                  <span className="mt-0.5 block text-xs font-normal text-muted-foreground">
                    {formatDate(item.createdAt)}
                    {item.page ? ` · ${item.page}` : ''}
                  </span>
                </Td>
                <Td className="text-muted-foreground">
                  <p className="line-clamp-3 whitespace-pre-line" title={item.message}>
                    {item.message}
                  </p>
                  {item.adminNotes ? (
                    <p className="mt-1.5 flex items-start gap-1 text-xs text-accent-foreground">
                      <MessageCircleReply className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
                      <span className="line-clamp-2">{item.adminNotes}</span>
                    </p>
                  ) : null}
                </Td>
                <Td className="whitespace-nowrap">
                  {item.rating ? (
                    <span className="inline-flex items-center gap-1" aria-label={`${item.rating} of 5`}>
                      <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
                      {item.rating}/5
                    </span>
                  ) : (
                    <span className="text-muted-foreground">–</span>
                  )}
                </Td>
                <Td className="whitespace-nowrap">
                  <span className="block">{item.userName || item.username}</span>
                  <span className="block text-xs text-muted-foreground">{item.userEmail}</span>
                </Td>
                <Td>
                  {item.resolved ? (
                    <Badge variant="success">
                      <CheckCircle2 aria-hidden="true" />
                      Resolved
                    </Badge>
                  ) : (
                    <Badge variant="warning">
                      <Clock aria-hidden="true" />
                      Pending
                    </Badge>
                  )}
                </Td>
                <Td className="text-right">
                  {item.resolved ? (
                    <Button variant="outline" size="sm" onClick={() => setTarget({ item, resolved: false })}>
                      <RotateCcw aria-hidden="true" />
                      Reopen<span className="sr-only">: {item.title}</span>
                    </Button>
                  ) : (
                    <Button size="sm" onClick={() => setTarget({ item, resolved: true })}>
                      <CheckCircle2 aria-hidden="true" />
                      Mark Resolved<span className="sr-only">: {item.title}</span>
                    </Button>
                  )}
                </Td>
              </Tr>
            ))
          )}
        </tbody>
      </DataTable>
      <ReviewFeedbackDialog target={target} onOpenChange={(open) => !open && setTarget(null)} />
    </>
  );
}
