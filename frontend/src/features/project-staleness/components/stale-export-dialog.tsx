import type { StaleStep } from '@bb/backend/contracts';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { describeChange, stepNumberOf, stepTitleOf } from '../lib/stale-steps';

export interface StaleExportDialogProps {
  open: boolean;
  stale: readonly StaleStep[];
  /** Absent on a read-only project: it can only be exported as it is. */
  onUpdateAll?: () => void;
  onExportAnyway: () => void;
  onCancel: () => void;
}

/** Before an export of a project with stale steps: what is out of date, and the three ways on. */
export function StaleExportDialog({
  open,
  stale,
  onUpdateAll,
  onExportAnyway,
  onCancel,
}: StaleExportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent className="max-w-lg" data-testid="stale-export">
        <DialogHeader>
          <DialogTitle>Some steps are out of date</DialogTitle>
          <DialogDescription>
            They were generated before these changes, so the export would mix old and new details.
          </DialogDescription>
        </DialogHeader>
        <ul className="space-y-2 text-sm">
          {stale.map((s) => (
            <li key={s.step}>
              <span className="font-medium">
                Step {stepNumberOf(s.step)} · {stepTitleOf(s.step)}
              </span>
              <span className="block text-muted-foreground">{s.changes.map(describeChange).join('; ')}</span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="outline" onClick={onExportAnyway}>
            Export anyway
          </Button>
          {onUpdateAll ? (
            <Button onClick={onUpdateAll}>
              <RefreshCw aria-hidden="true" />
              Update all, then export
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
