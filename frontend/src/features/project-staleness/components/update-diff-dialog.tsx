import type { StepUpdate } from '@bb/backend/contracts';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { stepNumberOf, stepTitleOf } from '../lib/stale-steps';
import { choiceKey, fieldsToChoose, previewOf } from '../lib/update-save';

export interface UpdateDiffDialogProps {
  /** The proposed updates while the user chooses; null closes the dialog. */
  updates: readonly StepUpdate[] | null;
  /** The fields of theirs the user accepted, as 'step.field'. */
  onApply: (accepted: Set<string>) => void;
  onCancel: () => void;
}

function Preview({ lines, label, tone }: { lines: string[]; label: string; tone: 'mine' | 'new' }) {
  return (
    <div
      className={cn(
        'min-w-0 rounded-md border p-2',
        tone === 'new' ? 'border-primary/40 bg-primary/5' : 'bg-muted/40',
      )}
    >
      <p className="text-xs font-semibold text-muted-foreground">{label}</p>
      <ul className="mt-1 max-h-40 space-y-1 overflow-y-auto text-sm break-words whitespace-pre-wrap">
        {lines.slice(0, 30).map((line, i) => (
          <li key={i}>{line}</li>
        ))}
        {lines.length > 30 ? <li className="text-muted-foreground">…and {lines.length - 30} more</li> : null}
      </ul>
    </div>
  );
}

/**
 * The update's diff for the fields the user wrote: their text beside the proposed one, and per field
 * Accept or Keep mine (Keep mine is chosen until they pick: nothing of theirs is replaced unasked).
 */
export function UpdateDiffDialog({ updates, onApply, onCancel }: UpdateDiffDialogProps) {
  const id = useId();
  const fields = updates ? fieldsToChoose(updates) : [];
  const [accepted, setAccepted] = useState<Set<string>>(new Set());
  useEffect(() => setAccepted(new Set()), [updates]);
  const choose = (key: string, accept: boolean) =>
    setAccepted((prev) => {
      const next = new Set(prev);
      if (accept) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <Dialog open={updates !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-w-3xl" data-testid="update-diff">
        <DialogHeader>
          <DialogTitle>You wrote some of this yourself</DialogTitle>
          <DialogDescription>
            The update would replace {fields.length === 1 ? 'this field' : 'these fields'}. Choose for each;
            the rest of the update is applied either way.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-5">
          {fields.map((f) => {
            const key = choiceKey(f.step, f.field);
            const name = `${id}-${key}`;
            const take = accepted.has(key);
            return (
              <fieldset key={key} className="space-y-2">
                <legend className="text-sm font-semibold">
                  {f.label}{' '}
                  <span className="font-normal text-muted-foreground">
                    · Step {stepNumberOf(f.step)} · {stepTitleOf(f.step)}
                  </span>
                </legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  <Preview label="Yours" lines={previewOf(f.current)} tone="mine" />
                  <Preview label="Proposed" lines={previewOf(f.proposed)} tone="new" />
                </div>
                <div className="flex flex-wrap gap-4 text-sm">
                  <label className="inline-flex cursor-pointer items-center gap-2">
                    <input
                      type="radio"
                      name={name}
                      checked={!take}
                      onChange={() => choose(key, false)}
                      className="size-4 accent-primary"
                    />
                    Keep mine
                  </label>
                  <label className="inline-flex cursor-pointer items-center gap-2">
                    <input
                      type="radio"
                      name={name}
                      checked={take}
                      onChange={() => choose(key, true)}
                      className="size-4 accent-primary"
                    />
                    Accept the update
                  </label>
                </div>
              </fieldset>
            );
          })}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => onApply(accepted)}>Apply update</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
