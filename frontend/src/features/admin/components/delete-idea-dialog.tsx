import type { DailyIdea } from '@bb/backend/contracts';
import { Trash2 } from 'lucide-react';
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
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useDeleteIdea } from '../api/delete-idea';

/** Asks before an idea is deleted. */
export function DeleteIdeaDialog({
  idea,
  onOpenChange,
}: {
  idea: DailyIdea | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteIdea();
  const confirm = () => {
    if (!idea) return;
    remove.mutate(idea.id, {
      onSuccess: () => {
        toast({ title: 'Idea deleted successfully' });
        onOpenChange(false);
      },
      onError: () => toast({ variant: 'destructive', title: 'Failed to delete idea' }),
    });
  };
  return (
    <Dialog open={idea !== null} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this idea?</DialogTitle>
          <DialogDescription>
            {idea ? (
              <>
                <strong className="text-foreground">{idea.title}</strong> will be removed. If it was scheduled
                for a day, that day shows the catalogue&apos;s idea instead.
              </>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Spinner label="Deleting idea" /> : <Trash2 aria-hidden="true" />}
            Delete Idea
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
