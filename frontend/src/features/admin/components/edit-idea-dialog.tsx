import type { DailyIdea } from '@bb/backend/contracts';
import { Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { useUpdateIdea } from '../api/update-idea';
import { ideaFormValues } from '../lib/idea-form';
import { applyIdeaServerErrors, IdeaForm } from './idea-form';

function EditIdeaForm({ idea, onDone }: { idea: DailyIdea; onDone: () => void }) {
  const update = useUpdateIdea();
  return (
    <IdeaForm
      idPrefix="edit-idea"
      initialValues={ideaFormValues(idea)}
      submitLabel="Save Changes"
      submitIcon={<Save aria-hidden="true" />}
      isPending={update.isPending}
      secondaryAction={
        <DialogClose asChild>
          <Button variant="outline" disabled={update.isPending}>
            Cancel
          </Button>
        </DialogClose>
      }
      onSubmit={(request, form) =>
        update.mutate(
          { id: idea.id, patch: request },
          {
            onSuccess: () => {
              toast({ title: 'Idea updated successfully' });
              onDone();
            },
            onError: (error) => {
              if (isApiError(error)) applyIdeaServerErrors(error.details, form.setError);
              toast({ variant: 'destructive', title: 'Failed to update idea' });
            },
          },
        )
      }
    />
  );
}

export function EditIdeaDialog({
  idea,
  onOpenChange,
}: {
  idea: DailyIdea | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={idea !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit idea</DialogTitle>
          <DialogDescription>Changes show on the landing page and the calendar right away.</DialogDescription>
        </DialogHeader>
        {idea ? <EditIdeaForm key={idea.id} idea={idea} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
