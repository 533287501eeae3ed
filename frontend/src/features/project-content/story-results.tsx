import type { StepData, UserStory } from '@bb/backend/contracts';
import { CircleCheck, Frown, Goal, Route, UserRound, Users } from 'lucide-react';
import { cn } from '@/lib/utils';

type Stories = NonNullable<StepData['userStories']>;

export const priorityStyles: Record<UserStory['priority'], string> = {
  high: 'border-red-200 bg-red-100 text-red-700 dark:border-red-500/30 dark:bg-red-500/15 dark:text-red-300',
  medium:
    'border-yellow-200 bg-yellow-100 text-yellow-800 dark:border-yellow-500/30 dark:bg-yellow-500/15 dark:text-yellow-300',
  low: 'border-green-200 bg-green-100 text-green-700 dark:border-green-500/30 dark:bg-green-500/15 dark:text-green-300',
};

const priorityLabels: Record<UserStory['priority'], string> = { high: 'High', medium: 'Medium', low: 'Low' };

export function PriorityBadge({ priority }: { priority: UserStory['priority'] }) {
  return (
    <span
      data-priority={priority}
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold',
        priorityStyles[priority],
      )}
    >
      {priorityLabels[priority]} priority
    </span>
  );
}

function SectionHeading({
  id,
  icon: Icon,
  title,
  count,
}: {
  id: string;
  icon: typeof Users;
  title: string;
  count: number;
}) {
  return (
    <h3 id={id} className="flex items-center gap-2 font-semibold">
      <span className="flex size-7 items-center justify-center rounded-md bg-accent text-primary">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      {title}
      <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
        {count}
      </span>
    </h3>
  );
}

export function TargetUsers({ users }: { users: NonNullable<Stories['targetUsers']> }) {
  return (
    <section aria-labelledby="target-users-heading" className="space-y-3">
      <SectionHeading id="target-users-heading" icon={Users} title="Target users" count={users.length} />
      <ul className="grid gap-3 md:grid-cols-2">
        {users.map((user, i) => (
          <li key={`${user.name}-${i}`} className="@container rounded-xl border bg-background p-4">
            <p className="flex items-center gap-2 font-medium">
              <UserRound className="size-4 text-primary" aria-hidden="true" />
              {user.name}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{user.profile}</p>
            <div className="mt-3 grid gap-3 @lg:grid-cols-2">
              <div>
                <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-success uppercase">
                  <Goal className="size-3.5" aria-hidden="true" />
                  Goals
                </p>
                <ul className="mt-1 list-disc space-y-0.5 pl-4 text-sm marker:text-success">
                  {user.goals.map((goal, n) => (
                    <li key={`${n}-${goal}`}>{goal}</li>
                  ))}
                </ul>
              </div>
              <div>
                <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-destructive uppercase">
                  <Frown className="size-3.5" aria-hidden="true" />
                  Frustrations
                </p>
                <ul className="mt-1 list-disc space-y-0.5 pl-4 text-sm marker:text-destructive">
                  {user.frustrations.map((frustration, n) => (
                    <li key={`${n}-${frustration}`}>{frustration}</li>
                  ))}
                </ul>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function UserJourneys({ journeys }: { journeys: NonNullable<Stories['userJourneys']> }) {
  return (
    <section aria-labelledby="user-journeys-heading" className="space-y-3">
      <SectionHeading id="user-journeys-heading" icon={Route} title="User journeys" count={journeys.length} />
      <ul className="grid gap-3 lg:grid-cols-2">
        {journeys.map((journey, i) => (
          <li key={`${journey.persona}-${i}`} className="rounded-xl border bg-background p-4">
            <p className="text-xs font-semibold tracking-wide text-primary uppercase">{journey.persona}</p>
            <p className="mt-1 text-sm font-medium">{journey.scenario}</p>
            <ol className="mt-3 space-y-2">
              {journey.steps.map((step, n) => (
                <li key={`${n}-${step}`} className="flex gap-3 text-sm">
                  <span
                    aria-hidden="true"
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-gradient-brand text-xs font-semibold text-white"
                  >
                    {n + 1}
                  </span>
                  <span className="pt-0.5">{step}</span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StoryList({ stories }: { stories: readonly UserStory[] }) {
  const points = stories.reduce((sum, s) => sum + s.storyPoints, 0);
  const count = (p: UserStory['priority']) => stories.filter((s) => s.priority === p).length;
  return (
    <section aria-labelledby="user-stories-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SectionHeading
          id="user-stories-heading"
          icon={CircleCheck}
          title="User stories"
          count={stories.length}
        />
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span>{points} story points</span>
          <span>{count('high')} high</span>
          <span>{count('medium')} medium</span>
          <span>{count('low')} low</span>
        </p>
      </div>
      <ul className="space-y-3">
        {stories.map((story, i) => (
          <li key={`${i}-${story.id}`} className="rounded-xl border bg-background p-4">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
              <p className="font-medium">{story.title}</p>
              <div className="flex shrink-0 items-center gap-2">
                <PriorityBadge priority={story.priority} />
                <span
                  className="inline-flex items-center rounded-full bg-muted px-2 py-0.5 text-xs font-semibold"
                  title="Story points"
                >
                  {story.storyPoints} {story.storyPoints === 1 ? 'point' : 'points'}
                </span>
              </div>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{story.description}</p>
            {story.acceptanceCriteria.length > 0 ? (
              <div className="mt-3 rounded-lg bg-surface p-3">
                <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  Acceptance criteria
                </p>
                <ul className="mt-1.5 space-y-1">
                  {story.acceptanceCriteria.map((criterion, n) => (
                    <li key={`${n}-${criterion}`} className="flex gap-2 text-sm">
                      <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                      <span>{criterion}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
