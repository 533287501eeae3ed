import { AlertCircle, FolderKanban, Lightbulb, MessageSquare, RefreshCw, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { PageTitle } from '@/components/page-title';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminFeedback } from '@/features/admin/api/get-admin-feedback';
import { useAdminIdeas } from '@/features/admin/api/get-admin-ideas';
import { useAdminProjects } from '@/features/admin/api/get-admin-projects';
import { useAdminStats } from '@/features/admin/api/get-admin-stats';
import { useAdminUsers } from '@/features/admin/api/get-admin-users';
import { AdminStatsCards, ChartsSkeleton } from '@/features/admin/components/admin-stats-cards';
import { CreateAdminDialog } from '@/features/admin/components/create-admin-dialog';
import { FeedbackReview } from '@/features/admin/components/feedback-review';
import { IdeasManagement } from '@/features/admin/components/ideas-management';
import { ProjectsTable } from '@/features/admin/components/projects-table';
import { UsersTable } from '@/features/admin/components/users-table';
import { useSession } from '@/features/auth/api/get-session';

// recharts is most of this page's code: the summary and the tables do not wait for it
const AdminCharts = lazy(() =>
  import('@/features/admin/components/admin-charts').then((module) => ({ default: module.AdminCharts })),
);

function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive" className="mb-3">
      <AlertCircle aria-hidden="true" />
      <AlertTitle>The {what} could not be loaded</AlertTitle>
      <AlertDescription>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

function TabHeading({ description }: { description: string }) {
  return <p className="mb-4 text-sm text-muted-foreground">{description}</p>;
}

/** /admin: the summary (refreshed every 30 s), the charts, and the four management tabs. */
export default function AdminPage() {
  const { user } = useSession();
  const stats = useAdminStats();
  const users = useAdminUsers();
  const projects = useAdminProjects();
  const feedback = useAdminFeedback();
  const ideas = useAdminIdeas();
  const pending = stats.data?.feedback.pendingFeedback;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title="Admin Dashboard" />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
          <p className="mt-1 text-muted-foreground">
            Users, projects, feedback and the daily idea at a glance.
          </p>
        </div>
        <CreateAdminDialog />
      </header>

      <section aria-label="Summary" className="mt-6">
        {stats.isError ? (
          <LoadError what="statistics" onRetry={() => void stats.refetch()} />
        ) : (
          <AdminStatsCards stats={stats.data} />
        )}
      </section>

      <section aria-labelledby="activity-title" className="mt-6">
        <h2 id="activity-title" className="sr-only">
          Activity
        </h2>
        {stats.isError ? null : (
          <Suspense fallback={<ChartsSkeleton />}>
            <AdminCharts charts={stats.data?.charts} />
          </Suspense>
        )}
      </section>

      <Tabs defaultValue="users" className="mt-8">
        <div className="relative -mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
          <TabsList aria-label="Admin sections">
            <TabsTrigger value="users">
              <Users className="size-4" aria-hidden="true" />
              User Management
            </TabsTrigger>
            <TabsTrigger value="projects">
              <FolderKanban className="size-4" aria-hidden="true" />
              Project Overview
            </TabsTrigger>
            <TabsTrigger value="feedback">
              <MessageSquare className="size-4" aria-hidden="true" />
              Feedback Review
              {pending ? (
                <Badge variant="warning" className="ml-0.5 px-1.5">
                  {pending}
                  <span className="sr-only"> pending</span>
                </Badge>
              ) : null}
            </TabsTrigger>
            <TabsTrigger value="ideas">
              <Lightbulb className="size-4" aria-hidden="true" />
              Ideas Management
            </TabsTrigger>
          </TabsList>
        </div>

        <TabsContent value="users" className="mt-5">
          <TabHeading description="Change roles and activate or deactivate accounts." />
          {users.isError ? <LoadError what="users" onRetry={() => void users.refetch()} /> : null}
          <UsersTable users={users.data} isPending={users.isPending} currentUserId={user?.id} />
        </TabsContent>
        <TabsContent value="projects" className="mt-5">
          <TabHeading description="Every project and how far through the wizard it is." />
          {projects.isError ? <LoadError what="projects" onRetry={() => void projects.refetch()} /> : null}
          <ProjectsTable projects={projects.data} isPending={projects.isPending} />
        </TabsContent>
        <TabsContent value="feedback" className="mt-5">
          <TabHeading description="Resolve or reopen feedback and answer the user." />
          {feedback.isError ? <LoadError what="feedback" onRetry={() => void feedback.refetch()} /> : null}
          <FeedbackReview items={feedback.data} isPending={feedback.isPending} />
        </TabsContent>
        <TabsContent value="ideas" className="mt-5">
          <TabHeading description="Schedule the Business Idea of the Day and manage the ideas you created." />
          {ideas.isError ? <LoadError what="ideas" onRetry={() => void ideas.refetch()} /> : null}
          <IdeasManagement ideas={ideas.data} isPending={ideas.isPending} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
