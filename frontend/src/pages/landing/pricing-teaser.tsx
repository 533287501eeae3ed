import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const plans = [
  {
    name: 'Free',
    price: '$0',
    blurb: 'Try the wizard',
    points: ['2 projects a month', 'Ideas, definition and names', 'Style guide'],
  },
  {
    name: 'Starter',
    price: '$9.99',
    blurb: 'For your first launch',
    points: ['10 projects a month', 'Logos, user stories and tech docs', 'PDF exports and AI coding prompts'],
  },
  {
    name: 'Pro',
    price: '$24.99',
    blurb: 'For serial builders',
    points: ['Unlimited projects', 'Complete package and advanced AI', 'Priority support'],
    featured: true,
  },
] as const;

export function PricingTeaser() {
  return (
    <section aria-labelledby="pricing-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Pricing</p>
        <h2 id="pricing-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          Start free, upgrade when you are ready
        </h2>
        <p className="mt-4 text-muted-foreground">
          Every account starts on Free and can try Pro for 7 days, once, with no card. Cancel any time.
        </p>
      </div>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {plans.map((plan) => {
          const featured = 'featured' in plan && plan.featured;
          return (
            <li
              key={plan.name}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-card p-6',
                featured && 'border-primary shadow-lg shadow-primary/10 ring-1 ring-primary',
              )}
            >
              {featured ? (
                <Badge variant="brand" className="absolute -top-3 left-6">
                  Most popular
                </Badge>
              ) : null}
              <h3 className="font-semibold">{plan.name}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{plan.blurb}</p>
              <p className="mt-4">
                <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
                <span className="text-sm text-muted-foreground">/month</span>
              </p>
              <ul className="mt-5 space-y-2 text-sm">
                {plan.points.map((point) => (
                  <li key={point} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 text-center">
        <Button asChild variant="outline" size="lg">
          <Link to="/pricing">
            Compare all plans
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
