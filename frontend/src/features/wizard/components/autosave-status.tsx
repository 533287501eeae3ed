import { CloudCheck, CloudUpload, Lock } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface AutosaveStatusProps {
  saving: boolean;
  dirty: boolean;
  readOnly: boolean;
  lastSavedAt: Date | null;
  className?: string;
}

function time(date: Date): string {
  return date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}

/** The 'Auto-saved' note: saving now, unsaved changes, or the time of the last save. */
export function AutosaveStatus({ saving, dirty, readOnly, lastSavedAt, className }: AutosaveStatusProps) {
  const Icon = readOnly ? Lock : saving || dirty ? CloudUpload : CloudCheck;
  const detail = readOnly
    ? 'Completed projects are read-only'
    : saving
      ? 'Saving…'
      : dirty
        ? 'Unsaved changes, saving shortly'
        : lastSavedAt
          ? `Last saved at ${time(lastSavedAt)}`
          : 'Your work is saved as you go';
  return (
    <div
      className={cn('flex items-start gap-2.5 rounded-lg bg-surface px-3 py-2.5 text-sm', className)}
      data-tour="auto-save"
    >
      <Icon
        className={cn(
          'mt-0.5 size-4 shrink-0',
          saving || dirty ? 'text-warning' : 'text-success',
          readOnly && 'text-muted-foreground',
        )}
        aria-hidden="true"
      />
      <div className="min-w-0">
        <p className="font-medium">Auto-saved</p>
        <p className="text-xs text-muted-foreground" role="status" aria-live="polite">
          {detail}
        </p>
      </div>
    </div>
  );
}
