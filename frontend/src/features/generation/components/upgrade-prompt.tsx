import { Crown, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface UpgradePromptProps {
  title: string;
  description: ReactNode;
  /** The plan that unlocks it ('Starter'). */
  plan?: string;
  /** What the plan adds, as a short list. */
  benefits?: readonly string[];
  className?: string;
  children?: ReactNode;
}

/** A paid feature the user's plan does not include, with the way to /pricing. */
export function UpgradePrompt({
  title,
  description,
  plan = 'Starter',
  benefits,
  className,
  children,
}: UpgradePromptProps) {
  return (
    <section
      aria-label={title}
      className={cn(
        'relative overflow-hidden rounded-xl border border-primary/25 bg-accent/40 p-5 dark:bg-accent/30',
        className,
      )}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gradient-brand text-white shadow-md shadow-primary/20">
          <Lock className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {title}
            <span className="inline-flex items-center gap-1 rounded-full bg-background/80 px-2 py-0.5 text-xs font-medium text-accent-foreground ring-1 ring-primary/20">
              <Crown className="size-3" aria-hidden="true" />
              {plan} plan
            </span>
          </p>
          <div className="mt-1 text-sm text-muted-foreground">{description}</div>
          {benefits && benefits.length > 0 ? (
            <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
              {benefits.map((benefit) => (
                <li key={benefit} className="flex items-start gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                  {benefit}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button asChild variant="brand" size="sm">
              <Link to="/pricing">
                <Crown aria-hidden="true" />
                Upgrade Plan
              </Link>
            </Button>
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
