import {
  gamificationActivityLabels,
  type GamificationActivityType,
  type GamificationStats,
} from '@bb/backend/contracts';
import {
  CheckCircle2,
  CircleCheckBig,
  Download,
  Lightbulb,
  LogIn,
  Rocket,
  Sparkles,
  Star,
  type LucideIcon,
} from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { levelProgress, relativeTime } from '../lib/progress';

const number = new Intl.NumberFormat('en-US');

/** The perks of the current level and what the next one is. */
export function LevelPerksPanel({ stats }: { stats: GamificationStats }) {
  const { currentLevel, nextLevel, progress } = stats;
  const level = levelProgress(progress.totalPoints, currentLevel, nextLevel);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="flex items-center gap-2">
          <Star className="size-4 text-amber-500" aria-hidden="true" />
          Level Perks
        </CardTitle>
        <CardDescription>
          Level {progress.level}: {currentLevel.title}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="space-y-2">
          {currentLevel.perks.map((perk) => (
            <li key={perk} className="flex items-start gap-2 text-sm">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              <span>{perk}</span>
            </li>
          ))}
        </ul>
        <div className="rounded-lg border border-dashed bg-surface p-3 text-sm">
          {nextLevel ? (
            <>
              <p className="font-medium">
                Next: Level {progress.level + 1}, {nextLevel.title}
              </p>
              <p className="mt-0.5 text-muted-foreground">
                At {number.format(nextLevel.pointsRequired)} points · {number.format(level.pointsToNext)} to
                go
              </p>
            </>
          ) : (
            <p className="flex items-center gap-2 font-medium">
              <Sparkles className="size-4 text-primary" aria-hidden="true" />
              The highest level: nothing left to unlock
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

const activityIcons: Record<GamificationActivityType, LucideIcon> = {
  login: LogIn,
  project_start: Rocket,
  step_complete: CircleCheckBig,
  project_complete: Star,
  export: Download,
  idea_view: Lightbulb,
};

/** The latest 5 activities with their points and when. */
export function RecentActivityPanel({ stats }: { stats: GamificationStats }) {
  const items = stats.recentActivities.slice(0, 5);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2">Recent Activity</CardTitle>
        <CardDescription>Your latest points</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No activity yet. Points show up here as you build.</p>
        ) : (
          <ul className="divide-y" aria-label="Recent activity">
            {items.map((activity) => {
              const Icon = activityIcons[activity.activityType];
              return (
                <li key={activity.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">
                      {gamificationActivityLabels[activity.activityType]}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      <time dateTime={activity.date} title={new Date(activity.date).toLocaleString()}>
                        {relativeTime(activity.date)}
                      </time>
                    </p>
                  </div>
                  <span className="shrink-0 text-sm font-semibold text-primary">+{activity.points}</span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
