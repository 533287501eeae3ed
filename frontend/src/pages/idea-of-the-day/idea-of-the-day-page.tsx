import { Lightbulb } from 'lucide-react';
import { useCallback, useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth/api/get-session';
import { usePlanTier } from '@/features/ideas/api/get-plan-tier';
import { IdeaDetailsDialog } from '@/features/ideas/components/idea-details-dialog';
import { PremiumUpsell } from '@/features/ideas/components/premium-upsell';
import { TodaysIdea } from '@/features/ideas/components/todays-idea';
import { useIdeaDetails } from '@/features/ideas/components/use-idea-details';
import { WeeklyCalendar } from '@/features/ideas/components/weekly-calendar';
import { isPaidTier } from '@/features/ideas/lib/paid-tier';

/** /idea-of-the-day: today's idea, its details, and the weekly calendar (paid) or the upsell. */
export default function IdeaOfTheDayPage() {
  const { user } = useSession();
  const { tier, isPending } = usePlanTier(user?.subscriptionTier);
  const details = useIdeaDetails();
  // the server has the last word: a 403 from the calendar shows the upsell whatever the tier said
  const [refused, setRefused] = useState(false);
  const onForbidden = useCallback(() => setRefused(true), []);
  const paid = isPaidTier(tier) && !refused;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title="Idea of the Day" />
      <header className="mb-6">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-primary uppercase">
          <Lightbulb className="size-4" aria-hidden="true" />
          Daily inspiration
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">Business Idea of the Day</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">
          A fresh, ready-to-build business idea every day. Open the details and start a project from it in one
          click.
        </p>
      </header>

      <TodaysIdea onViewDetails={details.open} />

      <div className="mt-8">
        {isPending ? (
          <Skeleton className="h-64 w-full rounded-xl" aria-label="Loading your plan" />
        ) : paid ? (
          <WeeklyCalendar onOpenIdea={details.open} onForbidden={onForbidden} />
        ) : (
          <PremiumUpsell />
        )}
      </div>

      <IdeaDetailsDialog idea={details.idea} onOpenChange={details.onOpenChange} />
    </div>
  );
}
