import type { Project } from '@bb/backend/contracts';
import { AlertCircle, History } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
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
import { projectHistoryQueryOptions } from '@/features/projects';
import { currentVersionByStep, newestFirst } from '../lib/history-entries';
import { useExportProjectPackage } from '@/features/exports';
import { ApiError } from '@/lib/api';
import { HistoryEntry } from './history-entry';
import { VersionPreview, type HistorySelection } from './version-preview';

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
  const [selection, setSelection] = useState<HistorySelection | null>(null);
  const entries = fresh ? newestFirst(history.data.entries) : [];
  const download = useExportProjectPackage();
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
          <div className="space-y-3" role="status" aria-busy="true" aria-label="Loading the history">
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
          <>
            {download.isError ? (
              <Alert variant="destructive" className="mb-3">
                <AlertCircle aria-hidden="true" />
                <AlertTitle>The package could not be downloaded</AlertTitle>
                <AlertDescription>
                  {download.error instanceof ApiError && download.error.serverMessage
                    ? download.error.serverMessage
                    : 'Please try again.'}
                </AlertDescription>
              </Alert>
            ) : null}
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
                  onDownload={() => download.mutate({ projectId, version: entry.version })}
                  downloading={download.isPending && download.variables.version === entry.version}
                />
              ))}
            </ol>
          </>
        )}
      </div>
    </>
  );
}
