import { Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/**
 * An optional 1-5 star rating built on native radio buttons: Tab reaches the group, the arrow
 * keys move between stars, and screen readers announce '3 stars' etc.
 */
export function RatingInput({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  disabled?: boolean;
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset className="grid gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium">
        Rating <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-0.5" onMouseLeave={() => setHovered(null)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              htmlFor={`${id}-${n}`}
              onMouseEnter={() => setHovered(n)}
              className="cursor-pointer rounded-md p-1 transition-transform outline-none hover:scale-110 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                id={`${id}-${n}`}
                type="radio"
                name={id}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="sr-only"
              />
              <Star
                className={cn(
                  'size-7 transition-colors',
                  n <= shown ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-muted-foreground/50',
                )}
                aria-hidden="true"
              />
              <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            </label>
          ))}
        </div>
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {value ? `${value}/5 · ${RATING_WORDS[value - 1]}` : 'Not rated'}
        </span>
        {value ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            Clear rating
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
