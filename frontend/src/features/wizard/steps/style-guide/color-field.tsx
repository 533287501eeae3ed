import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { normalizeHex, textOn } from '../../lib/color';

export interface ColorFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  disabled?: boolean;
  onChange: (hex: string) => void;
}

/**
 * One brand colour: the native picker, the hex text and a swatch that shows, live, whether white
 * or black text reads on it and how well (WCAG contrast ratio).
 */
export function ColorField({ id, label, hint, value, disabled, onChange }: ColorFieldProps) {
  const [text, setText] = useState(value);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setText(value);
    setInvalid(false);
  }, [value]);
  const contrast = textOn(value);
  const errorId = `${id}-error`;

  const commit = (raw: string) => {
    const hex = normalizeHex(raw);
    if (hex) {
      setInvalid(false);
      if (hex !== value) onChange(hex);
    }
    return hex;
  };

  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <div
        className="flex h-20 flex-col justify-between p-3 transition-colors sm:h-24"
        style={{ backgroundColor: value, color: contrast.text }}
        aria-hidden="true"
        // A sample of the user's own colour with its contrast rating (it may be low on purpose).
        data-colour-sample=""
      >
        <span className="text-2xl leading-none font-bold">Aa</span>
        <span className="flex flex-wrap items-center justify-between gap-1 text-xs font-medium">
          <span>{contrast.label} text</span>
          <span className="rounded-full px-1.5 py-0.5" style={{ backgroundColor: `${contrast.text}22` }}>
            {contrast.rating} {contrast.ratio.toFixed(1)}:1
          </span>
        </span>
      </div>
      <div className="grid gap-2 p-3">
        <div>
          {/* 'Primary colour': found by 'Primary' and by 'Primary colour', as on the edit page. */}
          <label htmlFor={id} className="text-sm font-medium">
            {label} colour
          </label>
          <p className="text-xs text-muted-foreground">{hint}</p>
        </div>
        <div className="flex items-center gap-1.5 sm:gap-2">
          <input
            type="color"
            value={value.toLowerCase()}
            onChange={(event) => commit(event.target.value)}
            disabled={disabled}
            // Named by title, not aria-label, so getByLabel('Primary') finds the hex field alone.
            title={`${label} colour picker`}
            className="h-10 w-10 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 disabled:cursor-not-allowed disabled:opacity-50"
          />
          <Input
            id={id}
            value={text}
            onChange={(event) => {
              const raw = event.target.value;
              setText(raw);
              // While typing only a full '#RRGGBB' is taken ('#abc' would jump ahead of the user).
              if (/^#?[0-9a-fA-F]{6}$/.test(raw.trim())) commit(raw);
              else if (raw.replace('#', '').length >= 6) setInvalid(true);
            }}
            onBlur={() => {
              if (commit(text) === null) setInvalid(true);
              else setText(normalizeHex(text) ?? value);
            }}
            disabled={disabled}
            maxLength={7}
            spellCheck={false}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            className={cn('min-w-0 px-2 font-mono uppercase sm:px-3')}
          />
        </div>
        {invalid ? (
          <p id={errorId} className="text-xs font-medium text-destructive">
            Enter a colour like #6366F1
          </p>
        ) : null}
      </div>
    </div>
  );
}
