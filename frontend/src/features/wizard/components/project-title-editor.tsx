import { PROJECT_TITLE_MAX } from '@bb/backend/contracts';
import { Check, Pencil, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export interface ProjectTitleEditorProps {
  /** The title as saved ('' when untitled). */
  title: string;
  /** What the heading shows (the chosen name before it is saved, or 'Untitled Project'). */
  displayTitle: string;
  disabled?: boolean;
  /** Saves a new title; resolves true when it was saved. */
  onRename: (title: string) => Promise<boolean>;
  className?: string;
}

/**
 * The wizard's inline-editable project title: Enter (or leaving the field) saves, Escape cancels;
 * an empty or unchanged title is ignored.
 */
export function ProjectTitleEditor({
  title,
  displayTitle,
  disabled,
  onRename,
  className,
}: ProjectTitleEditorProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(title);
  const [pending, setPending] = useState(false);
  const done = useRef(false);
  const editButton = useRef<HTMLButtonElement>(null);

  const start = () => {
    setValue(title || '');
    done.current = false;
    setEditing(true);
  };

  const finish = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const commit = async () => {
    if (done.current) return;
    done.current = true;
    const next = value.trim();
    if (!next || next === title.trim()) {
      finish();
      return;
    }
    setPending(true);
    await onRename(next);
    setPending(false);
    finish();
  };

  const cancel = () => {
    done.current = true;
    finish();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  if (editing) {
    return (
      <div className={cn('flex min-w-0 items-center gap-1.5', className)}>
        <Input
          autoFocus
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => void commit()}
          aria-label="Project name"
          aria-describedby="project-title-hint"
          maxLength={PROJECT_TITLE_MAX}
          disabled={pending}
          placeholder="Name your project"
          className="h-10 min-w-0 text-lg font-semibold sm:text-xl"
        />
        <span id="project-title-hint" className="sr-only">
          Press Enter to save or Escape to cancel
        </span>
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label="Save project name"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => void commit()}
          disabled={pending}
        >
          <Check aria-hidden="true" />
        </Button>
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label="Cancel renaming"
          onMouseDown={(event) => event.preventDefault()}
          onClick={cancel}
          disabled={pending}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    );
  }

  return (
    <div className={cn('flex min-w-0 items-center gap-1.5', className)}>
      <h1
        className={cn(
          'line-clamp-2 text-xl font-bold tracking-tight break-words sm:truncate sm:text-2xl',
          !title.trim() && displayTitle === 'Untitled Project' && 'text-muted-foreground',
        )}
        title={displayTitle}
      >
        {displayTitle}
      </h1>
      {disabled ? null : (
        <Button
          ref={editButton}
          size="icon-sm"
          variant="ghost"
          aria-label="Edit project name"
          onClick={start}
          className="shrink-0 text-muted-foreground"
        >
          <Pencil aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
