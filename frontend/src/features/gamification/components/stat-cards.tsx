import { streakTierFor, type GamificationStats } from '@bb/backend/contracts';
import { Award, Briefcase, Flame, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import {
  levelMedal,
  levelProgress,
  medalStyles,
  nextStreakMilestone,
  STREAK_MILESTONES,
  streakLooks,
} from '../lib/progress';

const number = new Intl.NumberFormat('en-US');
const days = (n: number) => `${number.format(n)} ${n === 1 ? 'day' : 'days'}`;

function StatCard({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card
      className={cn('relative flex flex-col overflow-hidden p-5', className)}
      role="group"
      aria-label={label}
    >
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
      {children}
    </Card>
  );
}

/** Level and title, with the way to the next level as a bar (points toward nextLevel.pointsRequired). */
export function LevelCard({ stats }: { stats: GamificationStats }) {
  const { progress, currentLevel, nextLevel } = stats;
  const level = levelProgress(progress.totalPoints, currentLevel, nextLevel);
  const medal = levelMedal(progress.level);
  return (
    <StatCard label="Level">
      <div className="mt-3 flex items-center gap-3">
        <span
          className={cn(
            'flex size-14 shrink-0 flex-col items-center justify-center rounded-full shadow-md ring-4 ring-background',
            medalStyles[medal],
          )}
        >
          <span className="text-[10px] leading-none font-semibold uppercase opacity-80">Lvl</span>
          <span className="text-xl leading-none font-bold">{progress.level}</span>
        </span>
        <div className="min-w-0">
          <p className="text-lg leading-tight font-bold text-balance">{currentLevel.title}</p>
          <p className="text-sm text-muted-foreground">{number.format(progress.totalPoints)} points</p>
        </div>
      </div>
      <div className="mt-auto pt-4">
        <Progress
          value={level.percent}
          aria-label={nextLevel ? `Progress to level ${progress.level + 1}` : 'Highest level reached'}
          aria-valuetext={
            nextLevel
              ? `${number.format(progress.totalPoints)} of ${number.format(nextLevel.pointsRequired)} points`
              : 'Highest level reached'
          }
        />
        <p className="mt-2 text-xs text-muted-foreground">
          {nextLevel ? (
            <>
              <span className="font-medium text-foreground">{number.format(level.pointsToNext)}</span> points
              to {nextLevel.title}
            </>
          ) : (
            'You have reached the highest level'
          )}
        </p>
      </div>
    </StatCard>
  );
}

/** Current and best streak, the flame coloured by the tier (3, 7, 14, 30 days). */
export function StreakCard({ stats }: { stats: GamificationStats }) {
  const { currentStreak, longestStreak } = stats.progress;
  const look = streakLooks[streakTierFor(currentStreak)];
  const next = nextStreakMilestone(currentStreak);
  return (
    <StatCard label="Streak">
      {look.tier === 'none' ? null : (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-16 -right-16 size-48"
          style={{ backgroundImage: `radial-gradient(closest-side, ${look.glow}, transparent)` }}
        />
      )}
      <div className="relative mt-3 flex items-center gap-3">
        <span className="relative flex size-14 shrink-0 items-center justify-center">
          <Flame
            className={cn('size-12 drop-shadow-sm', look.flame, currentStreak > 0 && 'fill-current/25')}
            strokeWidth={1.75}
            aria-hidden="true"
          />
        </span>
        <div className="min-w-0">
          <p className="text-lg leading-tight font-bold">{days(currentStreak)}</p>
          <p className="text-sm text-muted-foreground">Best: {days(longestStreak)}</p>
        </div>
      </div>
      <div className="relative mt-auto pt-4">
        <div className="flex items-center justify-between gap-2">
          <span
            className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', look.badge)}
            data-streak-tier={look.tier}
          >
            {look.tier === 'none' && currentStreak > 0 ? 'Keep it going' : look.label}
          </span>
          <ol className="flex items-center gap-1" aria-label="Streak tiers">
            {STREAK_MILESTONES.map((m) => {
              const tierLook = streakLooks[streakTierFor(m)];
              const reached = currentStreak >= m;
              return (
                <li
                  key={m}
                  className={cn(
                    'flex h-5 min-w-7 items-center justify-center rounded-md px-1 text-[10px] font-semibold',
                    reached ? tierLook.badge : 'bg-muted text-muted-foreground',
                  )}
                  aria-label={`${m} days: ${tierLook.label}${reached ? ', reached' : ''}`}
                >
                  {m}d
                </li>
              );
            })}
          </ol>
        </div>
        <p className="mt-2 text-xs text-muted-foreground">
          {next
            ? `${days(next.remaining)} more for ${streakLooks[streakTierFor(next.days)].label}`
            : 'Legendary: keep it going'}
        </p>
      </div>
    </StatCard>
  );
}

export function AchievementsCard({ stats }: { stats: GamificationStats }) {
  const unlocked = stats.achievements.length;
  const total = stats.totalAchievements;
  const percent = total > 0 ? Math.round((unlocked * 100) / total) : 0;
  return (
    <StatCard label="Achievements">
      <div className="mt-3 flex items-center gap-3">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-amber-500/15 text-amber-600 dark:text-amber-400">
          <Award className="size-7" aria-hidden="true" />
        </span>
        <div>
          <p className="text-lg leading-tight font-bold">
            {unlocked} <span className="text-sm font-medium text-muted-foreground">of {total}</span>
          </p>
          <p className="text-sm text-muted-foreground">unlocked</p>
        </div>
      </div>
      <div className="mt-auto pt-4">
        <Progress value={percent} aria-label="Achievements unlocked" indicatorClassName="bg-amber-500" />
        <p className="mt-2 text-xs text-muted-foreground">{percent}% of the collection</p>
      </div>
    </StatCard>
  );
}

export function ProjectsCard({ stats }: { stats: GamificationStats }) {
  const { projectsCompleted, stepsCompleted } = stats.progress;
  return (
    <StatCard label="Projects">
      <div className="mt-3 flex items-center gap-3">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-success/15 text-success">
          <Briefcase className="size-7" aria-hidden="true" />
        </span>
        <div>
          <p className="text-lg leading-tight font-bold">{number.format(projectsCompleted)}</p>
          <p className="text-sm text-muted-foreground">
            {projectsCompleted === 1 ? 'project completed' : 'projects completed'}
          </p>
        </div>
      </div>
      <p className="mt-auto flex items-center gap-2 pt-4 text-sm">
        <ListChecks className="size-4 text-muted-foreground" aria-hidden="true" />
        <span>
          <span className="font-semibold">{number.format(stepsCompleted)}</span>{' '}
          <span className="text-muted-foreground">
            {stepsCompleted === 1 ? 'step completed' : 'steps completed'}
          </span>
        </span>
      </p>
    </StatCard>
  );
}
