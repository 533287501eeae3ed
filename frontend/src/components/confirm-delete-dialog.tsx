import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  /** 'Delete this project?' */
  title: string;
  /** What goes, and what that means. */
  description: ReactNode;
  /** The destructive button: 'Delete Project'. */
  confirmLabel: string;
  /** Read to screen readers while the delete runs: 'Deleting project'. */
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside; not while the delete runs. */
  onCancel: () => void;
}

/** Asks before something is deleted for good: Cancel, or the destructive button. */
export function ConfirmDeleteDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner label={pendingLabel} /> : <Trash2 aria-hidden="true" />}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
