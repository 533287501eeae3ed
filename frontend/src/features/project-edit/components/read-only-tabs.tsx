import type { StepData } from '@bb/backend/contracts';
import { CheckCircle2, ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { TabSection } from './editable-tabs';

/** The Logos, User Stories and Technical tabs: the project's content, read-only (edited in the wizard). */

export function EmptyContent({
  projectId,
  step,
  children,
}: {
  projectId: string;
  step: number;
  children: ReactNode;
}) {
  return (
    <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
      {children}{' '}
      <Link
        to={`/wizard/${projectId}`}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        Open step {step} in the wizard
      </Link>
    </p>
  );
}

export function LogosTab({ projectId, data }: { projectId: string; data: StepData }) {
  const logos = data.logoCreation?.generatedLogos ?? [];
  return (
    <TabSection
      title="Logos"
      description="The logos generated in step 5; the selected one is used in every export."
    >
      {logos.length === 0 ? (
        <EmptyContent projectId={projectId} step={5}>
          No logos yet.
        </EmptyContent>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {logos.map((logo, i) => (
            <li
              key={logo.id}
              className={cn(
                'overflow-hidden rounded-lg border bg-background',
                logo.selected && 'border-primary ring-2 ring-primary',
              )}
            >
              <div className="flex aspect-square items-center justify-center bg-white p-4">
                {logo.imageUrl ? (
                  <img
                    src={logo.imageUrl}
                    alt={`Logo ${i + 1}${logo.selected ? ' (selected)' : ''}`}
                    className="max-h-full max-w-full object-contain"
                  />
                ) : (
                  <ImageOff
                    className="size-8 text-muted-foreground"
                    aria-label={`Logo ${i + 1} has no image`}
                  />
                )}
              </div>
              <div className="flex items-start justify-between gap-2 border-t p-3">
                <p className="line-clamp-2 text-xs text-muted-foreground">{logo.prompt || `Logo ${i + 1}`}</p>
                {logo.selected ? (
                  <Badge variant="success" className="shrink-0">
                    <CheckCircle2 aria-hidden="true" />
                    Selected
                  </Badge>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </TabSection>
  );
}

const priorityClass = {
  high: 'border-transparent bg-red-500/15 text-red-700 dark:text-red-300',
  medium: 'border-transparent bg-yellow-500/20 text-yellow-800 dark:text-yellow-200',
  low: 'border-transparent bg-green-500/15 text-green-700 dark:text-green-300',
} as const;

function Sub({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      <div className="mt-2">{children}</div>
    </div>
  );
}

export function StoriesTab({ projectId, data }: { projectId: string; data: StepData }) {
  const s = data.userStories;
  const features = s?.coreFeatures ?? [];
  const users = s?.targetUsers ?? [];
  const journeys = s?.userJourneys ?? [];
  const stories = s?.generatedStories ?? [];
  if (!features.length && !users.length && !journeys.length && !stories.length) {
    return (
      <TabSection title="User Stories" description="Features, users, journeys and stories from step 6.">
        <EmptyContent projectId={projectId} step={6}>
          No user stories yet.
        </EmptyContent>
      </TabSection>
    );
  }
  return (
    <TabSection title="User Stories" description="Features, users, journeys and stories from step 6.">
      {features.length ? (
        <Sub title="Core features">
          <ul className="flex flex-wrap gap-2">
            {features.map((f) => (
              <li key={f}>
                <Badge variant="soft">{f}</Badge>
              </li>
            ))}
          </ul>
        </Sub>
      ) : null}
      {users.length ? (
        <Sub title="Target users">
          <ul className="grid gap-3 md:grid-cols-2">
            {users.map((u) => (
              <li key={u.name} className="rounded-lg border p-4">
                <p className="font-medium">{u.name}</p>
                <p className="mt-1 text-sm text-muted-foreground">{u.profile}</p>
                <List label="Goals" items={u.goals} />
                <List label="Frustrations" items={u.frustrations} />
              </li>
            ))}
          </ul>
        </Sub>
      ) : null}
      {journeys.length ? (
        <Sub title="User journeys">
          <ul className="grid gap-3 md:grid-cols-2">
            {journeys.map((j, i) => (
              <li key={`${j.persona}-${i}`} className="rounded-lg border p-4">
                <p className="font-medium">{j.persona}</p>
                <p className="mt-1 text-sm text-muted-foreground">{j.scenario}</p>
                <ol className="mt-2 list-decimal space-y-0.5 pl-5 text-sm">
                  {j.steps.map((step, k) => (
                    <li key={k}>{step}</li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        </Sub>
      ) : null}
      {stories.length ? (
        <Sub title={`Stories (${stories.length})`}>
          <ul className="grid gap-3">
            {stories.map((story) => (
              <li key={story.id} className="rounded-lg border p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium">{story.title}</p>
                  <Badge className={priorityClass[story.priority]}>{story.priority} priority</Badge>
                  <Badge variant="outline">{story.storyPoints} points</Badge>
                </div>
                <p className="mt-1 text-sm text-muted-foreground">{story.description}</p>
                <List label="Acceptance criteria" items={story.acceptanceCriteria} />
              </li>
            ))}
          </ul>
        </Sub>
      ) : null}
    </TabSection>
  );
}

function List({ label, items }: { label: string; items: readonly string[] }) {
  if (!items.length) return null;
  return (
    <div className="mt-3">
      <p className="text-xs font-semibold text-muted-foreground">{label}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
