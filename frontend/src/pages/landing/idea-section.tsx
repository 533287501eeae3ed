import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useIdeaOfTheDay } from '@/features/ideas/api/get-idea-of-the-day';
import { prefillHref } from '@/features/ideas/lib/prefill-href';
import { authHref } from '@/lib/return-to';
import { IdeaOfTheDayCard } from '@/features/ideas/components/idea-of-the-day-card';

/** Today's idea. When it cannot be loaded the whole section stays out of the page. */
export function IdeaSection() {
  const { data: idea, isError } = useIdeaOfTheDay();
  if (isError) return null;
  return (
    <section aria-labelledby="idea-title" className="border-y bg-surface">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 grid-cols-1 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Need inspiration?</p>
          <h2 id="idea-title" className="mt-2 text-3xl font-bold tracking-tight">
            Business Idea of the Day
          </h2>
          <p className="mt-4 text-muted-foreground">
            Every day we feature a fresh, ready-to-build business idea with its audience, revenue potential
            and key features. Sign up to start a project from it in one click.
          </p>
        </div>
        <IdeaOfTheDayCard
          action={
            <Button asChild variant="outline">
              {/* Signing up keeps the idea: the new account lands in the wizard with it. */}
              <Link to={authHref('/register', idea ? prefillHref(idea) : null)}>
                Build this idea
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          }
        />
      </div>
    </section>
  );
}
