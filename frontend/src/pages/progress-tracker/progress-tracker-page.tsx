import { AlertCircle, RotateCw, Trophy } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useGamificationStats } from '@/features/gamification/api/get-gamification-stats';
import { AchievementsList } from '@/features/gamification/components/achievements-list';
import { TrackerEmptyState } from '@/features/gamification/components/empty-state';
import { LevelPerksPanel, RecentActivityPanel } from '@/features/gamification/components/side-panels';
import {
  AchievementsCard,
  LevelCard,
  ProjectsCard,
  StreakCard,
} from '@/features/gamification/components/stat-cards';
import { hasNoProjectActivity } from '@/features/gamification/lib/progress';

/**
 * /progress-tracker: level, streak, achievements and projects,
 * the achievements by category, level perks and the latest activity. Visitors see 'Login
 * Required' (the route's guard has this page's own fallback, app/router.tsx).
 */
export default function ProgressTrackerPage() {
  const stats = useGamificationStats();

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title="Progress Tracker" />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-brand text-white shadow-lg shadow-primary/25">
          <Trophy className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Progress Tracker</h1>
          <p className="mt-1 text-muted-foreground">
            Earn points as you build: level up, keep your daily streak and unlock achievements.
          </p>
        </div>
      </header>

      {stats.isPending ? (
        <TrackerSkeleton />
      ) : stats.isError ? (
        <Alert variant="destructive" className="mt-8">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>Your progress could not be loaded</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void stats.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          {hasNoProjectActivity(stats.data) ? (
            <div className="mt-8">
              <TrackerEmptyState />
            </div>
          ) : null}
          <div className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <LevelCard stats={stats.data} />
            <StreakCard stats={stats.data} />
            <AchievementsCard stats={stats.data} />
            <ProjectsCard stats={stats.data} />
          </div>
          <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <AchievementsList achievements={stats.data.allAchievements} />
            <div className="grid gap-6">
              <LevelPerksPanel stats={stats.data} />
              <RecentActivityPanel stats={stats.data} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}

function TrackerSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your progress">
      <div className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-44 rounded-xl" />
        ))}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-96 rounded-xl" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    </div>
  );
}
