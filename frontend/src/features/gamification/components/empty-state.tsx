import { ArrowRight, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** No project activity yet: the way to the first points that count. */
export function TrackerEmptyState() {
  return (
    <section
      aria-labelledby="tracker-empty-heading"
      className="relative overflow-hidden rounded-xl border border-primary/25 bg-gradient-to-br from-accent/80 via-card to-card p-6 sm:p-8"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-gradient-brand text-white shadow-lg shadow-primary/25">
          <Rocket className="size-7" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 id="tracker-empty-heading" className="text-lg font-bold">
            Your journey starts here
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Start a project to earn points for every step you complete, keep a daily streak and unlock your
            first achievements.
          </p>
        </div>
        <Button asChild variant="brand" size="lg">
          <Link to="/wizard">
            Start Your First Project
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
