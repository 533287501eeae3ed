import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';

export interface AssumptionInputProps {
  id: string;
  label: string;
  hint: string;
  value: number;
  /** '$' before, '%' after, or nothing. */
  unit: 'money' | 'percent' | 'count';
  edited: boolean;
  disabled: boolean;
  error?: string;
  /** Called with the new number when the field is left or Enter is pressed and it changed. */
  onCommit: (value: number) => void;
  onReset: () => void;
}

const shown = (n: number) => String(Math.round(n * 100) / 100);

/**
 * One numeric assumption: typed freely, saved when left (Tab, click away) or on Enter, put back
 * with Escape. An edited value offers 'Use the default'. Text that is not a number is not sent.
 */
export function AssumptionInput(props: AssumptionInputProps) {
  const { id, label, hint, value, unit, edited, disabled, error, onCommit, onReset } = props;
  const [draft, setDraft] = useState(shown(value));
  const [typo, setTypo] = useState<string | undefined>();
  useEffect(() => {
    setDraft(shown(value));
    setTypo(undefined);
  }, [value]);

  const commit = () => {
    const trimmed = draft.trim().replace(/[$,%\s]/g, '');
    const next = trimmed === '' ? NaN : Number(trimmed);
    if (Number.isNaN(next)) return setTypo(`${label} must be a number`);
    setTypo(undefined);
    if (next === value) return;
    onCommit(next);
  };

  return (
    <FormField
      id={id}
      label={
        <span className="flex items-center gap-2">
          {label}
          {edited ? (
            <span className="rounded bg-primary/10 px-1.5 py-0.5 text-[0.65rem] font-semibold tracking-wide text-primary uppercase">
              Edited
            </span>
          ) : null}
        </span>
      }
      hint={hint}
      error={typo ?? error}
    >
      {(control) => (
        <div className="flex items-center gap-2">
          <div className="relative flex-1">
            {unit === 'money' ? (
              <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
                $
              </span>
            ) : null}
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              disabled={disabled}
              value={draft}
              className={unit === 'money' ? 'pl-6' : unit === 'percent' ? 'pr-8' : undefined}
              onChange={(e) => setDraft(e.target.value)}
              onBlur={commit}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  commit();
                } else if (e.key === 'Escape') {
                  setDraft(shown(value));
                  setTypo(undefined);
                }
              }}
            />
            {unit === 'percent' ? (
              <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground">
                %
              </span>
            ) : null}
          </div>
          {edited && !disabled ? (
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              onClick={onReset}
              aria-label={`Use the default ${label.toLowerCase()}`}
              title="Use the default"
            >
              <RotateCcw aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
