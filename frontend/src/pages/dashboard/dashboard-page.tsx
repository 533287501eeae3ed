import type { ProjectSort } from '@bb/backend/contracts';
import { AlertCircle, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { StartTrialButton } from '@/features/billing/components/start-trial-button';
import { CreateProjectButton } from '@/features/dashboard/components/create-project-button';
import { DeleteProjectDialog } from '@/features/dashboard/components/delete-project-dialog';
import { EmptyProjects, NoMatches } from '@/features/dashboard/components/empty-projects';
import { ProjectCard, ProjectCardSkeleton } from '@/features/dashboard/components/project-card';
import { ProjectToolbar } from '@/features/dashboard/components/project-toolbar';
import { SubscriptionBanner } from '@/features/dashboard/components/subscription-banner';
import { useProjectActions } from '@/features/dashboard/components/use-project-actions';
import { useDebouncedValue } from '@/features/dashboard/lib/use-debounced-value';
import { useProjects } from '@/features/projects/api/get-projects';
import { useSubscriptionStatus } from '@/features/billing/api/get-subscription-status';
import { projectTitle } from '@/features/projects/lib/project-labels';

/** '/', '/home', '/dashboard' for signed-in users: the plan, the projects and the way to a new one. */
export default function DashboardPage() {
  const { user } = useSession();
  const subscription = useSubscriptionStatus();
  const tier = subscription.data?.tier ?? user?.subscriptionTier ?? 'free';

  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ProjectSort>('updated');
  const settledSearch = useDebouncedValue(search, 250);
  const projects = useProjects({ search: settledSearch, sort });
  const actions = useProjectActions(tier);

  const list = projects.data ?? [];
  const searching = settledSearch.trim().length > 0;
  const showEmpty = projects.isSuccess && list.length === 0 && !searching && !projects.isPlaceholderData;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title="My Projects" />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between" data-tour="welcome">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Projects</h1>
          <p className="mt-1 text-muted-foreground">
            {/* 'Welcome back' only to someone who has been here before (has a project). */}
            {showEmpty
              ? `${user?.firstName ? `Welcome, ${user.firstName}. ` : ''}Start your first business plan: it takes about 30 minutes.`
              : `${user?.firstName ? `Welcome back, ${user.firstName}. ` : ''}Pick up where you left off or start something new.`}
          </p>
        </div>
        {/* With no projects the empty state holds the one 'Create Project' button (and the tour's target). */}
        {showEmpty ? null : (
          <CreateProjectButton tier={tier} tourTarget className="self-start sm:self-auto" />
        )}
      </header>

      <SubscriptionBanner
        className="mt-6"
        status={subscription.data}
        isLoading={subscription.isPending}
        isError={subscription.isError}
        trialAction={<StartTrialButton variant="outline" />}
      />

      <section aria-labelledby="projects-heading" className="mt-8" data-tour="projects-section">
        <div className="mb-4 flex items-baseline justify-between gap-3">
          <h2 id="projects-heading" className="text-lg font-semibold">
            Your projects
            {projects.isSuccess && list.length > 0 ? (
              <span className="ml-2 text-sm font-normal text-muted-foreground">({list.length})</span>
            ) : null}
          </h2>
        </div>
        {showEmpty ? null : (
          <ProjectToolbar search={search} onSearchChange={setSearch} sort={sort} onSortChange={setSort} />
        )}

        <div className="mt-5" data-tour="project-cards" aria-busy={projects.isFetching}>
          {projects.isPending ? (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading projects">
              {Array.from({ length: 6 }, (_, i) => (
                <ProjectCardSkeleton key={i} />
              ))}
            </div>
          ) : projects.isError ? (
            <Alert variant="destructive">
              <AlertCircle aria-hidden="true" />
              <AlertTitle>Your projects could not be loaded</AlertTitle>
              <AlertDescription>
                <Button variant="outline" size="sm" className="mt-2" onClick={() => void projects.refetch()}>
                  <RotateCw aria-hidden="true" />
                  Try again
                </Button>
              </AlertDescription>
            </Alert>
          ) : showEmpty ? (
            <EmptyProjects tier={tier} tourTarget />
          ) : list.length === 0 ? (
            <NoMatches search={settledSearch.trim()} onClear={() => setSearch('')} />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Projects">
              {list.map((project, index) => (
                <li key={project.id} className="flex">
                  <div className="flex w-full flex-col [&>article]:flex-1">
                    <ProjectCard
                      project={project}
                      tier={tier}
                      tourTargets={index === 0}
                      busy={actions.busyLabel(project.id)}
                      onDelete={actions.askDelete}
                      onDuplicate={actions.onDuplicate}
                      onExport={actions.onExport}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <DeleteProjectDialog
        title={actions.toDelete ? projectTitle(actions.toDelete.title) : null}
        pending={actions.deleting}
        onConfirm={actions.confirmDelete}
        onCancel={actions.cancelDelete}
      />
    </div>
  );
}
