import { FileQuestion, FolderSearch, House, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

function StateCard({ Icon, title, text }: { Icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title={title} />
      <span className="flex size-16 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground">{text}</p>
      <Button asChild variant="brand" className="mt-6">
        <Link to="/">
          <House aria-hidden="true" />
          Go to Home
        </Link>
      </Button>
    </div>
  );
}

/** /wizard with neither a project nor an idea to start from. */
export function NoProjectSelected() {
  return (
    <StateCard
      Icon={FolderSearch}
      title="No Project Selected"
      text="Open a project from your dashboard, or create a new one there to start the wizard."
    />
  );
}

/** /wizard/{id} for an id that is not one of the user's projects. */
export function ProjectNotFound() {
  return (
    <StateCard
      Icon={FileQuestion}
      title="Project Not Found"
      text="This project does not exist or has been deleted. Your other projects are on your dashboard."
    />
  );
}

/** Shaped like the wizard: header, sidebar and a step. */
export function WizardSkeleton({ label = 'Loading project' }: { label?: string }) {
  return (
    <div
      className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8"
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      <Skeleton className="h-8 w-72 max-w-full" />
      <Skeleton className="mt-2 h-4 w-40" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[17rem_1fr]">
        <div className="rounded-xl border bg-card p-4">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="mt-3 h-1.5 w-full rounded-full" />
          <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-1">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="flex items-center gap-3 p-2">
                <Skeleton className="size-8 rounded-full" />
                <div className="flex-1 space-y-1.5">
                  <Skeleton className="h-3.5 w-24" />
                  <Skeleton className="h-3 w-16" />
                </div>
              </div>
            ))}
          </div>
        </div>
        <div className="rounded-xl border bg-card p-6">
          <Skeleton className="h-6 w-56" />
          <Skeleton className="mt-2 h-4 w-96 max-w-full" />
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i}>
                <Skeleton className="h-4 w-24" />
                <Skeleton className="mt-2 h-10 w-full" />
              </div>
            ))}
          </div>
          <Skeleton className="mt-6 h-24 w-full" />
        </div>
      </div>
    </div>
  );
}

/** While a step's code loads. */
export function StepSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading step">
      <div className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i}>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-2 h-10 w-full" />
          </div>
        ))}
      </div>
      <Skeleton className="h-10 w-40" />
    </div>
  );
}
