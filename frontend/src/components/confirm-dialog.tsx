import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

export interface ConfirmDialogProps {
  open: boolean;
  /** A question: 'Complete this project?' */
  title: string;
  /** What happens, and what it costs. */
  description: ReactNode;
  /** More detail under the description (a price difference, a list). */
  children?: ReactNode;
  /** The button that does it: 'Complete Project'. */
  confirmLabel: string;
  /** The button that does nothing: 'Cancel'. */
  cancelLabel?: string;
  /** Read to screen readers while it runs. */
  pendingLabel?: string;
  pending?: boolean;
  /** 'destructive' for what locks someone out or removes; 'default' otherwise. */
  variant?: Extract<ButtonProps['variant'], 'default' | 'destructive' | 'brand'>;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside; not while it runs. */
  onCancel: () => void;
}

/** Asks before something that cannot be undone or costs money: Cancel, or the action. */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  pendingLabel = 'Working',
  pending = false,
  variant = 'default',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={variant} onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner label={pendingLabel} /> : null}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
