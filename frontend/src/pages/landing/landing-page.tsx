import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { HeroSection } from './hero-section';
import { IdeaSection } from './idea-section';
import { PhasesSection } from './phases-section';
import { PricingTeaser } from './pricing-teaser';
import { VibeCodingSection } from './vibe-coding-section';

/** '/' for visitors. */
export default function LandingPage() {
  return (
    <>
      <PageTitle title="From idea to brand in 8 steps" />
      <HeroSection />
      <IdeaSection />
      <PhasesSection />
      <VibeCodingSection />
      <PricingTeaser />
      <section aria-labelledby="cta-title" className="mx-auto w-full max-w-7xl px-4 pb-20 sm:px-6">
        <div className="flex flex-col items-center gap-5 rounded-3xl border bg-surface px-6 py-12 text-center">
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Your business plan is 30 minutes away
          </h2>
          <p className="max-w-xl text-muted-foreground">
            Create a free account, pick an idea and let the wizard guide you to a brand and a build-ready
            plan.
          </p>
          <Button asChild variant="brand" size="lg">
            <Link to="/register">
              Create your free account
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
