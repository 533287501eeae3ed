import {
  achievementCategories,
  type AchievementCategory,
  type AchievementStatus,
} from '@bb/backend/contracts';
import { CheckCircle2, Lock } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { relativeTime } from '../lib/progress';
import { AchievementIcon } from './achievement-icon';

type Filter = 'all' | AchievementCategory;
const filters: readonly Filter[] = ['all', ...achievementCategories];
const filterLabel = (f: Filter) => (f === 'all' ? 'All' : f[0]!.toUpperCase() + f.slice(1));

/** Every achievement, filterable by category; locked ones greyed with how to unlock them. */
export function AchievementsList({ achievements }: { achievements: readonly AchievementStatus[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filter === 'all' ? achievements : achievements.filter((a) => a.category === filter);
  const count = (f: Filter) => {
    const list = f === 'all' ? achievements : achievements.filter((a) => a.category === f);
    return `${list.filter((a) => a.unlocked).length}/${list.length}`;
  };

  return (
    <Card>
      <CardHeader className="gap-3 pb-4">
        <div>
          <CardTitle as="h2">Achievements</CardTitle>
          <CardDescription>Unlock them as you build. Locked ones say how.</CardDescription>
        </div>
        <div role="group" aria-label="Filter achievements" className="-mx-1 flex flex-wrap gap-1.5">
          {filters.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                filter === f
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-background text-muted-foreground hover:bg-accent hover:text-accent-foreground',
              )}
            >
              {filterLabel(f)}
              <span className="text-xs">{count(f)}</span>
            </button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            No achievements in this category yet.
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label={`${filterLabel(filter)} achievements`}>
            {shown.map((a) => (
              <AchievementItem key={a.id} achievement={a} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AchievementItem({ achievement: a }: { achievement: AchievementStatus }) {
  return (
    <li
      className={cn(
        'flex gap-3 rounded-lg border p-3 transition-colors',
        a.unlocked ? 'border-primary/25 bg-accent/40' : 'bg-muted/40',
      )}
      data-unlocked={a.unlocked}
    >
      <span
        className={cn(
          'relative flex size-11 shrink-0 items-center justify-center rounded-xl',
          a.unlocked
            ? 'bg-gradient-brand text-white shadow-sm shadow-primary/25'
            : 'bg-muted text-muted-foreground/60',
        )}
      >
        <AchievementIcon name={a.icon} className="size-5" />
        {a.unlocked ? null : (
          <span className="absolute -right-1 -bottom-1 flex size-5 items-center justify-center rounded-full border bg-background text-muted-foreground">
            <Lock className="size-3" aria-hidden="true" />
          </span>
        )}
      </span>
      {/* Locked ones are told by the lock and the muted title, not faded (faded text failed contrast). */}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className={cn('text-sm leading-snug font-semibold', !a.unlocked && 'text-muted-foreground')}>
            {a.name}
            <span className="sr-only">{a.unlocked ? ' (unlocked)' : ' (locked)'}</span>
          </p>
          <span
            className={cn(
              'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
              a.unlocked ? 'bg-primary/15 text-primary' : 'bg-muted text-muted-foreground',
            )}
          >
            +{a.points}
          </span>
        </div>
        <p className="mt-0.5 text-xs text-muted-foreground">
          {a.unlocked
            ? a.description
            : `To unlock: ${a.description.charAt(0).toLowerCase()}${a.description.slice(1)}`}
        </p>
        <p className="mt-1.5 flex items-center gap-1 text-[11px] font-medium text-muted-foreground">
          {a.unlocked ? (
            <>
              <CheckCircle2 className="size-3 text-success" aria-hidden="true" />
              Unlocked{a.unlockedAt ? ` ${relativeTime(a.unlockedAt)}` : ''}
            </>
          ) : (
            <span className="capitalize">{a.category}</span>
          )}
        </p>
      </div>
    </li>
  );
}
