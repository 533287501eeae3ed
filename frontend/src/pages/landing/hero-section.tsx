import { ArrowRight, Clock, Gift, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { usePageHasAuthActions } from '@/lib/page-auth-actions';
import { HeroPreview } from './hero-preview';

export function HeroSection() {
  usePageHasAuthActions();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_60%)]"
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:pt-24 lg:pb-24">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="brand" className="px-3 py-1 text-sm">
              <Gift className="!size-3.5" aria-hidden="true" />
              7-Day Trial
            </Badge>
            <span className="text-sm text-muted-foreground">Start free, then try Pro free for a week</span>
          </div>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            From business idea to <span className="text-gradient-brand">brand and build plan</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">
            Business Builder walks you through 8 guided steps: your idea, a clear business definition, a name,
            a style guide and logo, user stories and technical documentation, ready to export and hand to
            developers.
          </p>
          <p className="mt-4 inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-sm font-medium">
            <Clock className="size-4 text-primary" aria-hidden="true" />
            Plan your business in under 30 minutes
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="brand" size="lg">
              <Link to="/register">
                Get Started
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/login">
                <LogIn aria-hidden="true" />
                Sign In
              </Link>
            </Button>
          </div>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
