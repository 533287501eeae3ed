import type { Project, ProjectHistoryEntry, StepKey } from '@bb/backend/contracts';
import {
  AlertCircle,
  ArrowLeft,
  Bot,
  Download,
  Eye,
  FilePlus2,
  History,
  Pencil,
  RotateCcw,
  Save,
  Trophy,
  User,
  type LucideIcon,
} from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { projectHistoryQueryOptions } from '@/features/projects/api/get-project-history';
import { cn } from '@/lib/utils';
import { useRestoreStepData, useStepVersion } from '../api/step-version';
import {
  currentVersionByStep,
  fieldLabel,
  groupChanges,
  newestFirst,
  previewValue,
  sourceLabel,
  stepNumberOf,
  stepTitleOf,
  type StepChangeGroup,
} from '../lib/history-entries';

export interface ProjectHistoryProps {
  projectId: string;
  /** A completed project: versions can be read, not restored. */
  readOnly: boolean;
  /** Runs before a restore (the wizard saves what is unsaved); a rejection stops the restore. */
  beforeRestore?: () => Promise<unknown>;
  /** After a restore: the project as it is now and the step number restored. */
  onRestored?: (project: Project, step: number) => void;
  className?: string;
}

interface Selection {
  version: number;
  step: StepKey;
  at: string;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const time = (iso: string) => dateTime.format(new Date(iso));

/**
 * The wizard's 'History' button and sheet (issue 7): every save of the project, what changed in
 * which step and who wrote it; a step's data at any version, and 'Restore this version' after a
 * confirmation. The restore is an event on the server; the wizard then shows the restored data.
 */
export function ProjectHistoryButton({
  projectId,
  readOnly,
  beforeRestore,
  onRestored,
  className,
}: ProjectHistoryProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className={className}>
          <History aria-hidden="true" />
          History
        </Button>
      </DialogTrigger>
      <DialogContent className="top-0 right-0 left-auto flex h-full max-h-none w-full max-w-xl translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-y-0 border-r-0 p-0 data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right sm:rounded-l-xl">
        {open ? (
          <HistorySheet
            projectId={projectId}
            readOnly={readOnly}
            beforeRestore={beforeRestore}
            onRestored={(project, step) => {
              setOpen(false);
              onRestored?.(project, step);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function HistorySheet({
  projectId,
  readOnly,
  beforeRestore,
  onRestored,
}: Omit<ProjectHistoryProps, 'className'> & { onRestored: (project: Project, step: number) => void }) {
  // The wizard keeps a copy of the history from when it opened; the sheet reads it afresh.
  const history = useQuery({ ...projectHistoryQueryOptions(projectId), refetchOnMount: 'always' });
  const [openedAt] = useState(() => Date.now());
  const fresh = history.isSuccess && history.dataUpdatedAt >= openedAt;
  const [selection, setSelection] = useState<Selection | null>(null);
  const entries = fresh ? newestFirst(history.data.entries) : [];
  const current = fresh ? currentVersionByStep(history.data.entries) : {};

  return (
    <>
      <DialogHeader className="border-b px-5 py-4 pr-12 text-left sm:px-6">
        <DialogTitle className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden="true" />
          Project history
        </DialogTitle>
        <DialogDescription>
          Every save, newest first: which fields of which step changed, and whether you or the AI wrote them.
        </DialogDescription>
      </DialogHeader>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">
        {selection ? (
          <VersionPreview
            projectId={projectId}
            selection={selection}
            isCurrent={current[selection.step] === selection.version}
            readOnly={readOnly}
            beforeRestore={beforeRestore}
            onBack={() => setSelection(null)}
            onRestored={onRestored}
          />
        ) : history.isPending || (history.isFetching && !fresh) ? (
          <div className="space-y-3" aria-busy="true" aria-label="Loading the history">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-20 w-full rounded-lg" />
            ))}
          </div>
        ) : history.isError ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertTitle>The history could not be loaded</AlertTitle>
            <AlertDescription>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => void history.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <ol
            className="relative space-y-3 before:absolute before:top-2 before:bottom-2 before:left-[15px] before:w-px before:bg-border"
            aria-label="Saves"
          >
            {entries.map((entry) => (
              <HistoryEntry
                key={entry.version}
                entry={entry}
                current={current}
                onPreview={(step) => setSelection({ version: entry.version, step, at: entry.at })}
              />
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

function entryIcon(entry: ProjectHistoryEntry): LucideIcon {
  switch (entry.type) {
    case 'projects.project-created':
      return FilePlus2;
    case 'projects.project-renamed':
      return Pencil;
    case 'projects.step-data-restored':
      return RotateCcw;
    case 'projects.project-completed':
      return Trophy;
    case 'exports.export-created':
      return Download;
    default:
      return Save;
  }
}

function HistoryEntry({
  entry,
  current,
  onPreview,
}: {
  entry: ProjectHistoryEntry;
  current: Partial<Record<StepKey, number>>;
  onPreview: (step: StepKey) => void;
}) {
  const Icon = entryIcon(entry);
  const groups = groupChanges(entry);
  return (
    <li className="relative flex gap-3" data-version={entry.version}>
      <span className="relative z-10 mt-1 flex size-8 shrink-0 items-center justify-center rounded-full border bg-background text-muted-foreground">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 rounded-lg border bg-card p-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="text-sm font-semibold">{entry.label}</p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={entry.at}>{time(entry.at)}</time> · v{entry.version}
          </p>
        </div>
        {entry.title ? (
          <p className="mt-0.5 truncate text-xs text-muted-foreground">Title: {entry.title}</p>
        ) : null}
        {entry.type === 'projects.wizard-step-saved' && groups.length === 0 && entry.currentStep ? (
          <p className="mt-0.5 text-xs text-muted-foreground">Moved on to step {entry.currentStep}</p>
        ) : null}
        {groups.length > 0 ? (
          <ul className="mt-2 space-y-2">
            {groups.map((group) => (
              <ChangeGroup
                key={group.step}
                group={group}
                isCurrent={current[group.step] === entry.version}
                onPreview={() => onPreview(group.step)}
              />
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

function SourceBadge({ source }: { source: StepChangeGroup['source'] | 'user' | 'generator' }) {
  if (source === 'mixed') return <Badge variant="outline">You and AI</Badge>;
  return source === 'user' ? (
    <Badge variant="secondary">
      <User aria-hidden="true" />
      You
    </Badge>
  ) : (
    <Badge variant="soft">
      <Bot aria-hidden="true" />
      Generated
    </Badge>
  );
}

function ChangeGroup({
  group,
  isCurrent,
  onPreview,
}: {
  group: StepChangeGroup;
  isCurrent: boolean;
  onPreview: () => void;
}) {
  const title = stepTitleOf(group.step);
  return (
    <li className="rounded-md bg-surface p-2.5">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-xs font-semibold">
          Step {stepNumberOf(group.step)} · {title}
        </p>
        <SourceBadge source={group.source} />
        {isCurrent ? <Badge variant="success">Current</Badge> : null}
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto h-7 px-2"
          onClick={onPreview}
          aria-label={`Preview ${title} at this version`}
        >
          <Eye aria-hidden="true" />
          Preview
        </Button>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        {group.fields.map((f, i) => (
          <span key={f.field}>
            {i > 0 ? ', ' : ''}
            <span className={cn(f.cleared && 'line-through')} title={sourceLabel(f.source)}>
              {fieldLabel(f.field)}
            </span>
            {f.cleared ? ' (cleared)' : ''}
            {group.source === 'mixed' ? ` (${f.source.source === 'user' ? 'you' : 'AI'})` : ''}
          </span>
        ))}
      </p>
    </li>
  );
}

function VersionPreview({
  projectId,
  selection,
  isCurrent,
  readOnly,
  beforeRestore,
  onBack,
  onRestored,
}: {
  projectId: string;
  selection: Selection;
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
          As it was after the save of <time dateTime={selection.at}>{time(selection.at)}</time>.
        </p>
      </div>

      {version.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading the version">
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
