import { FIELD_MAX } from '@bb/backend/contracts';
import { Lightbulb, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { addFeature, MAX_CORE_FEATURES, removeFeature } from './core-features';

export interface FeaturesEditorProps {
  features: readonly string[];
  suggestions: readonly string[];
  onChange: (features: string[]) => void;
  disabled?: boolean;
}

/** Core features: type and press Enter (or Add); empty and duplicate entries are ignored. */
export function FeaturesEditor({ features, suggestions, onChange, disabled }: FeaturesEditorProps) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const inputId = `${id}-feature`;
  const hintId = `${id}-hint`;

  const add = () => {
    const next = addFeature(features, draft);
    if (next !== features) onChange([...next]);
    setDraft('');
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div>
        <h3 id={`${id}-heading`} className="font-semibold">
          Core features
        </h3>
        <p className="text-sm text-muted-foreground">
          What must your product do? Each feature becomes user stories.
        </p>
      </div>
      {disabled ? null : (
        <div className="grid gap-1.5">
          <Label htmlFor={inputId} className="sr-only">
            New core feature
          </Label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              value={draft}
              maxLength={FIELD_MAX.listItem}
              placeholder="e.g. Online booking with reminders"
              aria-describedby={hintId}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button
              variant="outline"
              onClick={add}
              disabled={!draft.trim() || features.length >= MAX_CORE_FEATURES}
            >
              <Plus aria-hidden="true" />
              Add
            </Button>
          </div>
          <p id={hintId} className="text-xs text-muted-foreground">
            Press Enter to add. {features.length}/{MAX_CORE_FEATURES} features.
          </p>
        </div>
      )}

      {features.length > 0 ? (
        <ul aria-label="Core features" className="flex flex-wrap gap-2">
          {features.map((feature, i) => (
            <li
              key={`${i}-${feature}`}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-primary/25 bg-accent py-1 pr-1 pl-3 text-sm text-accent-foreground"
            >
              <span className="break-words">{feature}</span>
              {disabled ? (
                <span className="w-1" />
              ) : (
                <button
                  type="button"
                  onClick={() => onChange(removeFeature(features, feature))}
                  className="rounded-full p-1 text-accent-foreground/70 transition hover:bg-background/70 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Remove ${feature}`}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          No core features yet.
        </p>
      )}

      {!disabled && suggestions.length > 0 ? (
        <div className="rounded-lg bg-surface p-3">
          <p className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
            <Lightbulb className="size-3.5 text-warning" aria-hidden="true" />
            From your business idea
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  onClick={() => onChange([...addFeature(features, suggestion)])}
                  className="inline-flex items-center gap-1 rounded-full border border-dashed bg-background px-3 py-1 text-sm transition hover:border-primary hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Add ${suggestion}`}
                >
                  <Plus className="size-3.5" aria-hidden="true" />
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
