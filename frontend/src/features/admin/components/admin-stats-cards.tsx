import type { AdminStats } from '@bb/backend/contracts';
import { Activity, FolderKanban, MessageSquare, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

function StatCard({
  title,
  value,
  detail,
  Icon,
  tone,
}: {
  title: string;
  value: ReactNode;
  detail: ReactNode;
  Icon: LucideIcon;
  tone: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 p-5">
        <div className="min-w-0">
          <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
          <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums">{value}</p>
          <p className="mt-1 text-xs text-muted-foreground">{detail}</p>
        </div>
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  );
}

/** Total Users, Projects, Feedback and System Health. */
export function AdminStatsCards({ stats }: { stats: AdminStats | undefined }) {
  if (!stats) {
    return (
      <div
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        role="status"
        aria-busy="true"
        aria-label="Loading statistics"
      >
        {Array.from({ length: 4 }, (_, i) => (
          <Card key={i}>
            <CardContent className="p-5">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="mt-3 h-8 w-16" />
              <Skeleton className="mt-2 h-3 w-32" />
            </CardContent>
          </Card>
        ))}
      </div>
    );
  }
  const { users, projects, feedback } = stats;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        title="Total Users"
        value={users.totalUsers}
        detail={`${users.activeUsers} active · ${users.newUsersThisMonth} new this month`}
        Icon={Users}
        tone="bg-indigo-500/10 text-indigo-600 dark:text-indigo-400"
      />
      <StatCard
        title="Projects"
        value={projects.totalProjects}
        detail={`${projects.activeProjects} active · ${projects.completedProjects} completed`}
        Icon={FolderKanban}
        tone="bg-violet-500/10 text-violet-600 dark:text-violet-400"
      />
      <StatCard
        title="Feedback"
        value={feedback.totalFeedback}
        detail={`${feedback.pendingFeedback} pending · ${feedback.resolvedFeedback} resolved`}
        Icon={MessageSquare}
        tone="bg-amber-500/10 text-amber-600 dark:text-amber-400"
      />
      <StatCard
        title="System Health"
        value={<span className="text-success">Healthy</span>}
        detail="All services operational"
        Icon={Activity}
        tone="bg-success/10 text-success"
      />
    </div>
  );
}

/** Stands in for the charts while they (and recharts) load. */
export function ChartsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-80 w-full rounded-xl" />
      ))}
    </div>
  );
}
