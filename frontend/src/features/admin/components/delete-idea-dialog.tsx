import type { DailyIdea } from '@bb/backend/contracts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
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
    <ConfirmDeleteDialog
      open={idea !== null}
      title="Delete this idea?"
      description={
        idea ? (
          <>
            <strong className="text-foreground">{idea.title}</strong> will be removed. If it was scheduled for
            a day, that day shows the catalogue&apos;s idea instead.
          </>
        ) : null
      }
      confirmLabel="Delete Idea"
      pendingLabel="Deleting idea"
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={() => onOpenChange(false)}
    />
  );
}
