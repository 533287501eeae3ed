import { FileQuestion, House } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FinancialsPanel } from '@/features/financials/components/financials-panel';
import { exportUsageLabel } from '@/features/exports/lib/export-catalog';
import { ProjectEditor } from '@/features/project-edit/components/project-editor';
import { StaleStepsSummary } from '@/features/project-staleness/components/stale-steps-summary';
import { useProject } from '@/features/projects/api/get-project';
import { useSubscriptionStatus } from '@/features/billing/api/get-subscription-status';
import { useUpdateProject } from '@/features/projects/api/update-project';
import { isApiError } from '@/lib/api';
import { ExportMenu } from './export-menu';

/** The export limit the badge shows when the server gives none. */
const DEFAULT_EXPORT_LIMIT = 2;

/** /project/{id}/edit: the project's content after the wizard. */
export default function ProjectEditPage() {
  const { id = '' } = useParams();
  const project = useProject(id);
  const status = useSubscriptionStatus();
  const update = useUpdateProject();

  if (project.isPending) return <EditSkeleton />;
  if (project.isError) {
    return isApiError(project.error) && (project.error.status === 404 || project.error.status === 400) ? (
      <ProjectNotFound />
    ) : (
      <LoadFailed onRetry={() => void project.refetch()} />
    );
  }
  const usage = status.data ? exportUsageLabel(status.data) : `0/${DEFAULT_EXPORT_LIMIT}`;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <PageTitle title={`Edit ${project.data.title.trim() || 'Project'}`} />
      <StaleStepsSummary className="mb-4" stale={project.data.staleSteps} />
      <ProjectEditor
        project={project.data}
        exportUsage={usage}
        exportControl={<ExportMenu projectId={project.data.id} status={status.data} />}
        save={(stepData) => update.mutateAsync({ id: project.data.id, body: { stepData } })}
      />
      <div className="mt-6">
        <FinancialsPanel projectId={project.data.id} />
      </div>
    </div>
  );
}

function ProjectNotFound() {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title="Project not found" />
      <span className="flex size-16 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <FileQuestion className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight">Project not found</h1>
      <p className="mt-2 text-muted-foreground">This project does not exist or has been deleted.</p>
      <Button asChild variant="brand" className="mt-6">
        <Link to="/">
          <House aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <PageTitle title="Edit Project" />
      <h1 className="text-2xl font-bold tracking-tight">The project could not be loaded</h1>
      <p className="mt-2 text-muted-foreground">Check your connection and try again.</p>
      <Button className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** Shaped like the page: header card, tab bar and a form card. */
function EditSkeleton() {
  return (
    <div
      className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8"
      aria-busy="true"
      aria-label="Loading project"
    >
      <div className="rounded-xl border bg-card p-6">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-4 h-5 w-48" />
        <Skeleton className="mt-3 h-8 w-80 max-w-full" />
        <Skeleton className="mt-4 h-2 w-96 max-w-full rounded-full" />
      </div>
      <Skeleton className="mt-6 h-10 w-full rounded-lg" />
      <div className="mt-3 rounded-xl border bg-card p-6">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="mt-4 first:mt-0">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="mt-2 h-16 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
