import { Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { addTag, removeTag } from '../lib/tag-list';

export interface TagListEditorProps {
  id: string;
  label: string;
  hint?: string;
  placeholder: string;
  /**
   * What one entry is called ('trait'): names the Add button and the list. Neither may repeat
   * `label`, or a lookup of the field by its label (a browser test's getByLabel matches any
   * aria-label containing it) finds three elements.
   */
  itemName: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  disabled?: boolean;
  /** 'chips' for short words (traits), 'list' for sentences (principles). */
  variant?: 'chips' | 'list';
  maxLength?: number;
}

/** A list of short texts: type and press Enter (or Add); empty and repeated entries are ignored. */
export function TagListEditor({
  id,
  label,
  hint,
  placeholder,
  itemName,
  items,
  onChange,
  disabled,
  variant = 'chips',
  maxLength = 100,
}: TagListEditorProps) {
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const add = () => {
    const next = addTag(items, text);
    if (next) {
      onChange(next);
      setText('');
      setNotice(null);
    } else if (text.trim()) {
      setNotice(`“${text.trim()}” is already in the list`);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  const hintId = `${id}-hint`;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {disabled ? null : (
        <div className="flex gap-2">
          <Input
            id={id}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setNotice(null);
            }}
            onKeyDown={onKeyDown}
            placeholder={placeholder}
            maxLength={maxLength}
            aria-describedby={hint ? hintId : undefined}
          />
          <Button
            type="button"
            variant="outline"
            onClick={add}
            disabled={!text.trim()}
            aria-label={`Add ${itemName}`}
          >
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
      )}
      {notice ? (
        <p className="text-xs text-muted-foreground" role="status">
          {notice}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul
          className={cn(variant === 'chips' ? 'flex flex-wrap gap-2' : 'grid gap-2')}
          aria-label={`${items.length} ${items.length === 1 ? itemName : `${itemName}s`} added`}
        >
          {items.map((item, index) => (
            <li
              key={`${item}-${index}`}
              className={cn(
                'flex items-center gap-1.5 text-sm',
                variant === 'chips'
                  ? 'rounded-full border border-primary/25 bg-accent py-1 pr-1 pl-3 text-accent-foreground'
                  : 'rounded-lg border bg-surface py-2 pr-2 pl-3',
              )}
            >
              <span className={cn(variant === 'list' && 'flex-1')}>{item}</span>
              {disabled ? null : (
                <button
                  type="button"
                  onClick={() => onChange(removeTag(items, index))}
                  // title, not aria-label: getByLabel would find this button by any word of the item.
                  title={`Remove ${item}`}
                  className="rounded-full p-1 text-current opacity-70 transition outline-none hover:bg-foreground/10 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground italic">None yet.</p>
      )}
    </div>
  );
}
