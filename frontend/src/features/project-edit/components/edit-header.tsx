import type { Project } from '@bb/backend/contracts';
import { ArrowLeft, CircleCheckBig, Download, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';

/** '22 Nov 2026' in the user's locale. */
function day(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

export interface EditHeaderProps {
  project: Project;
  /** 'used/limit' of this month's exports. */
  exportUsage: string;
  dirty: boolean;
  saving: boolean;
  readOnly: boolean;
  /** The Export Project menu (or 'Export Limit Reached'). */
  exportControl: ReactNode;
}

/** Title, status and completion, the export badges and the two actions (Save Changes submits the page's form). */
export function EditHeader({
  project,
  exportUsage,
  dirty,
  saving,
  readOnly,
  exportControl,
}: EditHeaderProps) {
  const completed = project.status === 'completed';
  return (
    <header className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <Link
        to="/"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to dashboard
      </Link>
      <div className="mt-3 flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            {completed ? (
              <Badge variant="success" data-testid="project-status">
                <CircleCheckBig aria-hidden="true" />
                Completed
              </Badge>
            ) : (
              // 'completed' is rendered distinctly, other values as they are;
              // styled as a status (a dot, the status colours), not as code.
              <Badge variant="soft" data-testid="project-status">
                <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
                {project.status}
              </Badge>
            )}
            <Badge variant="outline">Exports: {exportUsage}</Badge>
            {dirty ? (
              <Badge variant="warning" role="status">
                Unsaved changes
              </Badge>
            ) : null}
          </div>
          <h1 className="mt-3 truncate text-2xl font-bold tracking-tight sm:text-3xl">
            {project.title.trim() || 'Untitled Project'}
          </h1>
          <div className="mt-3 flex max-w-md items-center gap-3">
            <Progress
              value={project.completionPercentage}
              aria-label="Completion"
              className="h-2 flex-1"
              indicatorClassName={completed ? 'bg-success' : undefined}
            />
            <span className="text-sm font-medium whitespace-nowrap tabular-nums">
              {project.completionPercentage}% complete
            </span>
          </div>
          {project.exportCount > 0 && project.lastExportedAt ? (
            <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
              <Download className="size-3.5" aria-hidden="true" />
              Last export: {day(project.lastExportedAt)} · {project.exportCount}{' '}
              {project.exportCount === 1 ? 'export' : 'exports'}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            type="submit"
            form="project-edit-form"
            variant="brand"
            disabled={readOnly || !dirty || saving}
          >
            {saving ? <Spinner label="Saving" /> : <Save aria-hidden="true" />}
            {saving ? 'Saving…' : 'Save Changes'}
          </Button>
          {exportControl}
        </div>
      </div>
    </header>
  );
}
