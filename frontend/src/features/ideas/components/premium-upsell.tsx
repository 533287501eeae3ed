import { CalendarRange, Crown, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

const PREVIEW_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** What free plans see instead of the weekly calendar. */
export function PremiumUpsell() {
  return (
    <Card className="relative overflow-hidden" aria-labelledby="upsell-title">
      <div
        className="pointer-events-none absolute inset-0 grid grid-cols-7 gap-2 p-6 opacity-40 blur-[2px]"
        aria-hidden="true"
      >
        {PREVIEW_DAYS.map((day) => (
          <div key={day} className="rounded-lg border bg-surface p-2">
            <p className="text-[0.65rem] font-semibold text-muted-foreground uppercase">{day}</p>
            <div className="mt-2 h-2 rounded bg-muted-foreground/30" />
            <div className="mt-1.5 h-2 w-2/3 rounded bg-muted-foreground/20" />
          </div>
        ))}
      </div>
      <CardContent className="relative flex flex-col items-center gap-4 bg-card/80 px-6 py-10 text-center backdrop-blur-sm">
        <div className="flex size-14 items-center justify-center rounded-full bg-gradient-brand text-white shadow-lg shadow-primary/30">
          <Crown className="size-7" aria-hidden="true" />
        </div>
        <div className="max-w-md">
          <h2 id="upsell-title" className="flex items-center justify-center gap-2 text-xl font-semibold">
            <Lock className="size-4 text-muted-foreground" aria-hidden="true" />
            Weekly Ideas Calendar
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
            Browse a whole week of curated business ideas at a glance and revisit any idea from the last 7
            days. Available on the Starter, Pro and Enterprise plans.
          </p>
        </div>
        <Button asChild variant="brand" size="lg">
          <Link to="/pricing">
            <CalendarRange aria-hidden="true" />
            Upgrade to Premium
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
