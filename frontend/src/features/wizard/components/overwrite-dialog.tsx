import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export interface OverwriteDialogProps {
  /** Labels of the fields the user wrote that a generation would replace; null closes it. */
  fields: string[] | null;
  onKeep: () => void;
  onReplace: () => void;
  onCancel: () => void;
}

/** Asks before generated content replaces what the user wrote. */
export function OverwriteDialog({ fields, onKeep, onReplace, onCancel }: OverwriteDialogProps) {
  return (
    <Dialog open={fields !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Replace your own text?</DialogTitle>
          <DialogDescription>
            You wrote {fields && fields.length === 1 ? 'this field' : 'these fields'} yourself. The other
            fields are filled in either way.
          </DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {fields?.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={onKeep}>
            Keep my text
          </Button>
          <Button variant="destructive" onClick={onReplace}>
            Replace with generated
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
