import type { AdminFeedbackItem } from '@bb/backend/contracts';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useReviewFeedback } from '../api/review-feedback';

export interface ReviewTarget {
  item: AdminFeedbackItem;
  /** true: Mark Resolved; false: Reopen. */
  resolved: boolean;
}

function ReviewForm({ target, onDone }: { target: ReviewTarget; onDone: () => void }) {
  const review = useReviewFeedback();
  const [notes, setNotes] = useState(target.item.adminNotes ?? '');
  const submit = () => {
    review.mutate(
      { id: target.item.id, resolved: target.resolved, adminNotes: notes.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Feedback updated successfully' });
          onDone();
        },
        onError: () => toast({ variant: 'destructive', title: 'Failed to update feedback' }),
      },
    );
  };
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="rounded-lg border bg-surface p-3 text-sm">
        <p className="font-medium">{target.item.title}</p>
        <p className="mt-1 line-clamp-4 whitespace-pre-line text-muted-foreground">{target.item.message}</p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-notes">
          Notes for the user <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id="admin-notes"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          rows={4}
          aria-describedby="admin-notes-hint"
          placeholder="Shown to the user as “Response from our team”"
        />
        <p id="admin-notes-hint" className="text-xs text-muted-foreground">
          The user sees these notes under their feedback.
        </p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={review.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant={target.resolved ? 'default' : 'outline'} disabled={review.isPending}>
          {review.isPending ? (
            <Spinner label="Saving" />
          ) : target.resolved ? (
            <CheckCircle2 aria-hidden="true" />
          ) : (
            <RotateCcw aria-hidden="true" />
          )}
          {target.resolved ? 'Mark Resolved' : 'Reopen'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Mark Resolved or Reopen a feedback item, with optional notes. */
export function ReviewFeedbackDialog({
  target,
  onOpenChange,
}: {
  target: ReviewTarget | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{target?.resolved ? 'Mark feedback as resolved' : 'Reopen feedback'}</DialogTitle>
          <DialogDescription>
            {target?.resolved
              ? 'The user will see it as Resolved, with your notes.'
              : 'The user will see it as Under Review again.'}
          </DialogDescription>
        </DialogHeader>
        {target ? (
          <ReviewForm key={target.item.id} target={target} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
