import type { GeneratedName } from '@bb/backend/contracts';
import { Check, Globe, Star } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface NameOptionProps {
  name: GeneratedName;
  checked: boolean;
  disabled: boolean;
  onSelect: (name: GeneratedName) => void;
  onToggleFavorite: (name: GeneratedName) => void;
}

/** One generated name: a radio card (name, domain, description, length) and its favourite star. */
export function NameOption({ name, checked, disabled, onSelect, onToggleFavorite }: NameOptionProps) {
  return (
    <div
      className={cn(
        'relative rounded-xl border bg-card transition has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring',
        checked ? 'border-primary bg-accent/50 shadow-sm shadow-primary/10' : 'hover:border-primary/40',
      )}
    >
      <label className={cn('flex cursor-pointer gap-3 p-4 pr-12', disabled && 'cursor-not-allowed')}>
        <input
          type="radio"
          name="business-name"
          className="sr-only"
          checked={checked}
          disabled={disabled}
          onChange={() => onSelect(name)}
        />
        <span
          className={cn(
            'mt-1 flex size-5 shrink-0 items-center justify-center rounded-full border-2',
            checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input',
          )}
          aria-hidden="true"
        >
          {checked ? <Check className="size-3.5" strokeWidth={3} /> : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-lg font-bold tracking-tight break-all">{name.name}</span>
            <span className="text-xs text-muted-foreground">{name.length} characters</span>
          </span>
          <span className="mt-0.5 flex flex-wrap items-center gap-x-1 text-sm font-medium text-primary">
            <Globe className="size-3.5" aria-hidden="true" />
            <span className="break-all">{name.domain}</span>
            <span className="text-xs font-normal text-muted-foreground">(check availability)</span>
          </span>
          {name.domainAlternatives?.length ? (
            <span className="mt-0.5 block text-xs text-muted-foreground">
              Also worth checking: <span className="break-all">{name.domainAlternatives.join(' · ')}</span>
            </span>
          ) : null}
          <span className="mt-1.5 block text-sm text-muted-foreground">{name.description}</span>
        </span>
      </label>
      <button
        type="button"
        onClick={() => onToggleFavorite(name)}
        disabled={disabled}
        aria-pressed={name.isFavorite}
        // Named by title, not aria-label: getByLabel matches any aria-label containing the text, so
        // a lookup of the name's radio by its label found this button too.
        title={`Favorite ${name.name}`}
        className={cn(
          'absolute top-3 right-3 rounded-md p-1.5 transition outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none',
          name.isFavorite ? 'text-amber-500' : 'text-muted-foreground',
        )}
      >
        <Star className={cn('size-5', name.isFavorite && 'fill-current')} aria-hidden="true" />
      </button>
    </div>
  );
}
