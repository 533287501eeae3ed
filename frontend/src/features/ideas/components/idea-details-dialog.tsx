import type { DailyIdea } from '@bb/backend/contracts';
import { CalendarDays, CheckCircle2, DollarSign, Lightbulb, Rocket, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatFeaturedDate } from '../lib/format-featured-date';
import { industryLabel } from '@bb/kernel';
import { prefillHref } from '../lib/prefill-href';

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border bg-surface p-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h3>
      <div className="mt-2 text-sm leading-relaxed text-muted-foreground">{children}</div>
    </section>
  );
}

/** The detail view of an idea: what it is, for whom, what it may earn, its features, and a way to build it. */
export function IdeaDetailsDialog({
  idea,
  onOpenChange,
}: {
  idea: DailyIdea | null;
  onOpenChange: (open: boolean) => void;
}) {
  const features = idea?.keyFeatures.filter((f) => f.trim()) ?? [];
  return (
    <Dialog open={idea !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {idea ? (
          <>
            <DialogHeader className="text-left">
              <div className="flex flex-wrap items-center gap-2 pr-8">
                <Badge variant="soft">{industryLabel(idea.industry)}</Badge>
                <span className="flex items-center gap-1 text-xs text-muted-foreground">
                  <CalendarDays className="size-3.5" aria-hidden="true" />
                  <time dateTime={idea.featuredDate}>{formatFeaturedDate(idea.featuredDate)}</time>
                </span>
              </div>
              <DialogTitle className="mt-1 text-xl leading-snug sm:text-2xl">{idea.title}</DialogTitle>
              <DialogDescription className="leading-relaxed">{idea.description}</DialogDescription>
            </DialogHeader>

            <div className="grid gap-3 sm:grid-cols-2">
              <Section
                icon={<Lightbulb className="size-4 text-primary" aria-hidden="true" />}
                title="Business Idea"
              >
                {idea.businessIdea || idea.title}
              </Section>
              <Section
                icon={<Users className="size-4 text-primary" aria-hidden="true" />}
                title="Target Audience"
              >
                {idea.targetAudience || 'Not specified'}
              </Section>
              <Section
                icon={<DollarSign className="size-4 text-success" aria-hidden="true" />}
                title="Revenue Potential"
              >
                {idea.potentialRevenue || 'Not specified'}
              </Section>
              <Section
                icon={<CheckCircle2 className="size-4 text-success" aria-hidden="true" />}
                title="Key Features"
              >
                {features.length > 0 ? (
                  <ul className="grid gap-1.5">
                    {features.map((feature) => (
                      <li key={feature} className="flex items-start gap-2">
                        <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                        <span className="text-foreground">{feature}</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  'No key features listed'
                )}
              </Section>
            </div>

            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Not now</Button>
              </DialogClose>
              <Button asChild variant="brand">
                <Link to={prefillHref(idea)}>
                  <Rocket aria-hidden="true" />
                  Start New Project
                </Link>
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
