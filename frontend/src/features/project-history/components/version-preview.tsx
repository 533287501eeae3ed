import type { Project, StepKey } from '@bb/backend/contracts';
import { fieldLabel } from '@bb/kernel';
import { AlertCircle, ArrowLeft, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useRestoreStepData, useStepVersion } from '../api/step-version';
import { previewValue, stepNumberOf, stepTitleOf } from '../lib/history-entries';
import { historyTime } from '../lib/history-time';

/** The version of one step the history shows: after the save numbered `version`, made `at`. */
export interface HistorySelection {
  version: number;
  step: StepKey;
  at: string;
}

/** One step as it was after a save, with Restore (not on a completed project). */
export function VersionPreview({
  projectId,
  selection,
  isCurrent,
  readOnly,
  beforeRestore,
  onBack,
  onRestored,
}: {
  projectId: string;
  selection: HistorySelection;
  isCurrent: boolean;
  readOnly: boolean;
  beforeRestore?: () => Promise<unknown>;
  onBack: () => void;
  onRestored: (project: Project, step: number) => void;
}) {
  const version = useStepVersion(projectId, selection);
  const restore = useRestoreStepData();
  const [confirming, setConfirming] = useState(false);
  const title = stepTitleOf(selection.step);
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const doRestore = async () => {
    try {
      await beforeRestore?.();
    } catch {
      return; // the save said why
    }
    try {
      const project = await restore.mutateAsync({
        projectId,
        version: selection.version,
        step: selection.step,
      });
      toast({
        title: 'Version restored',
        description: `${title} is back as it was at version ${selection.version}.`,
      });
      onRestored(project, stepNumberOf(selection.step));
    } catch (error) {
      const message = error instanceof Error ? error.message.replace(/^\d+: /, '') : '';
      toast({
        variant: 'destructive',
        title: 'Restore failed',
        description: message.includes('read-only')
          ? 'Completed projects are read-only.'
          : 'The version could not be restored. Please try again.',
      });
      setConfirming(false);
    }
  };

  const fields = version.data ? Object.entries(version.data.value).filter(([, v]) => v !== undefined) : [];

  return (
    <section aria-labelledby="version-preview-heading" className="space-y-4">
      <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        All saves
      </Button>
      <div>
        <h3
          id="version-preview-heading"
          ref={heading}
          tabIndex={-1}
          className="text-base font-semibold outline-none"
        >
          {title} at version {selection.version}
        </h3>
        <p className="text-sm text-muted-foreground">
          As it was after the save of <time dateTime={selection.at}>{historyTime(selection.at)}</time>.
        </p>
      </div>

      {version.isPending ? (
        <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading the version">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : version.isError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>This version could not be loaded</AlertTitle>
        </Alert>
      ) : fields.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          The step was empty at this version. Restoring it clears the step.
        </p>
      ) : (
        <dl className="divide-y rounded-lg border" aria-label={`${title} at version ${selection.version}`}>
          {fields.map(([field, value]) => {
            const source = version.data?.sources[field];
            return (
              <div key={field} className="grid gap-1 p-3">
                <dt className="flex items-center gap-2 text-xs font-semibold text-muted-foreground">
                  {fieldLabel(field)}
                  {source ? (
                    <span className="font-normal">
                      · {source.source === 'user' ? 'by you' : `generated (${source.model})`}
                    </span>
                  ) : null}
                </dt>
                <dd className="text-sm">
                  <FieldValue value={value} />
                </dd>
              </div>
            );
          })}
        </dl>
      )}

      {readOnly ? (
        <p className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">
          This project is completed and read-only: its versions can be viewed, not restored.
        </p>
      ) : isCurrent ? (
        <p className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">
          This is the step’s current data.
        </p>
      ) : confirming ? (
        <div
          role="alertdialog"
          aria-labelledby="restore-confirm-title"
          aria-describedby="restore-confirm-text"
          className="rounded-lg border border-warning/40 bg-warning/10 p-4"
        >
          <p id="restore-confirm-title" className="text-sm font-semibold">
            Restore this version of {title}?
          </p>
          <p id="restore-confirm-text" className="mt-1 text-sm text-muted-foreground">
            The step’s current data is replaced by this version. Nothing is lost: the current data stays in
            the history and can be restored again.
          </p>
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => setConfirming(false)}
              disabled={restore.isPending}
            >
              Cancel
            </Button>
            <Button
              ref={confirmButton}
              size="sm"
              onClick={() => void doRestore()}
              disabled={restore.isPending}
            >
              {restore.isPending ? <Spinner className="size-4" /> : <RotateCcw aria-hidden="true" />}
              Yes, restore
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="brand"
          className="w-full"
          onClick={() => setConfirming(true)}
          disabled={!version.isSuccess}
        >
          <RotateCcw aria-hidden="true" />
          Restore this version
        </Button>
      )}
    </section>
  );
}

function FieldValue({ value }: { value: unknown }) {
  const preview = previewValue(value);
  switch (preview.kind) {
    case 'empty':
      return <span className="text-muted-foreground italic">Empty</span>;
    case 'text':
      return <span className="break-words whitespace-pre-wrap">{preview.text}</span>;
    case 'color':
      return (
        <span className="inline-flex items-center gap-2">
          <span
            className="size-4 rounded border"
            style={{ backgroundColor: preview.color }}
            aria-hidden="true"
          />
          <span className="font-mono text-xs">{preview.color}</span>
        </span>
      );
    case 'list':
      return (
        <ul className="flex flex-wrap gap-1.5">
          {preview.items.map((item, i) => (
            <li key={i} className="rounded-md bg-muted px-2 py-0.5 text-xs">
              {item}
            </li>
          ))}
          {preview.more > 0 ? (
            <li className="px-1 text-xs text-muted-foreground">and {preview.more} more</li>
          ) : null}
        </ul>
      );
    case 'images':
      return (
        <ul className="flex flex-wrap gap-2">
          {preview.images.map((image, i) => (
            <li key={i}>
              <img
                src={image.src}
                alt={image.label}
                className={cn(
                  'size-14 rounded-md border bg-white object-contain p-1',
                  image.selected && 'ring-2 ring-primary',
                )}
              />
            </li>
          ))}
          {preview.more > 0 ? (
            <li className="self-center text-xs text-muted-foreground">and {preview.more} more</li>
          ) : null}
        </ul>
      );
  }
}
