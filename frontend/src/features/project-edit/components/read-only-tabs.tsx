import type { StepData } from '@bb/backend/contracts';
import { CheckCircle2, ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { StoryList, TargetUsers, UserJourneys } from '@/features/project-content';
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

/** A titled part of a read-only tab. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      <div className="mt-2">{children}</div>
    </div>
  );
}

const storiesDescription = 'Features, users, journeys and stories from step 6.';

/** Step 6's results as the wizard shows them, read-only. */
export function StoriesTab({ projectId, data }: { projectId: string; data: StepData }) {
  const s = data.userStories;
  const features = s?.coreFeatures ?? [];
  const users = s?.targetUsers ?? [];
  const journeys = s?.userJourneys ?? [];
  const stories = s?.generatedStories ?? [];
  if (!features.length && !users.length && !journeys.length && !stories.length) {
    return (
      <TabSection title="User Stories" description={storiesDescription}>
        <EmptyContent projectId={projectId} step={6}>
          No user stories yet.
        </EmptyContent>
      </TabSection>
    );
  }
  return (
    <TabSection title="User Stories" description={storiesDescription}>
      {features.length ? (
        <ContentSection title="Core features">
          <ul className="flex flex-wrap gap-2">
            {features.map((f) => (
              <li key={f}>
                <Badge variant="soft">{f}</Badge>
              </li>
            ))}
          </ul>
        </ContentSection>
      ) : null}
      {users.length ? <TargetUsers users={users} /> : null}
      {journeys.length ? <UserJourneys journeys={journeys} /> : null}
      {stories.length ? <StoryList stories={stories} /> : null}
    </TabSection>
  );
}
