import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';

export interface DeleteProjectDialogProps {
  /** The project to delete; null closes the dialog. */
  title: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a project is deleted for good. */
export function DeleteProjectDialog({ title, pending, onConfirm, onCancel }: DeleteProjectDialogProps) {
  return (
    <ConfirmDeleteDialog
      open={title !== null}
      title="Delete this project?"
      description={<>“{title}” and everything in its eight steps will be deleted. This cannot be undone.</>}
      confirmLabel="Delete Project"
      pendingLabel="Deleting"
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
