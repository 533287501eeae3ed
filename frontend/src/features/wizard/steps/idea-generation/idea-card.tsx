import type { ReactNode } from 'react';
import type { BusinessIdea } from '@bb/backend/contracts';
import { Check, DollarSign, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { industryLabel } from '../../lib/option-labels';

export interface IdeaOptionProps {
  idea: BusinessIdea;
  name: string;
  checked: boolean;
  disabled?: boolean;
  compact?: boolean;
  badge?: ReactNode;
  onSelect: (idea: BusinessIdea) => void;
}

/** One idea as a radio card: the idea, its description, audience, revenue and key features. */
export function IdeaOption({ idea, name, checked, disabled, compact, badge, onSelect }: IdeaOptionProps) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer flex-col rounded-xl border bg-card p-4 text-left transition',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
        checked
          ? 'border-primary bg-accent/50 shadow-sm shadow-primary/10'
          : 'hover:border-primary/40 hover:bg-accent/30',
        disabled && 'cursor-not-allowed opacity-70',
      )}
    >
      <input
        type="radio"
        name={name}
        className="sr-only"
        checked={checked}
        disabled={disabled}
        onChange={() => onSelect(idea)}
      />
      <span className="flex items-start gap-3">
        <span
          className={cn(
            'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 transition',
            checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input',
          )}
          aria-hidden="true"
        >
          {checked ? <Check className="size-3.5" strokeWidth={3} /> : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold leading-snug">{idea.businessIdea}</span>
            {badge}
            {idea.industry && !compact ? (
              <Badge variant="outline">{industryLabel(idea.industry)}</Badge>
            ) : null}
          </span>
          {idea.description ? (
            <span className={cn('mt-1.5 block text-sm text-muted-foreground', compact && 'line-clamp-2')}>
              {idea.description}
            </span>
          ) : null}
          {compact ? null : (
            <>
              <span className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
                {idea.targetAudience ? (
                  <span className="flex gap-2">
                    <Users className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span>
                      <span className="block text-xs font-medium text-muted-foreground">Target audience</span>
                      {idea.targetAudience}
                    </span>
                  </span>
                ) : null}
                {idea.potentialRevenue ? (
                  <span className="flex gap-2">
                    <DollarSign className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    <span>
                      <span className="block text-xs font-medium text-muted-foreground">
                        Revenue potential
                      </span>
                      {idea.potentialRevenue}
                    </span>
                  </span>
                ) : null}
              </span>
              {idea.keyFeatures.length > 0 ? (
                <span className="mt-3 block">
                  <span className="sr-only">Key features: </span>
                  <span className="flex flex-wrap gap-1.5">
                    {idea.keyFeatures.map((feature) => (
                      <span
                        key={feature}
                        className="rounded-md bg-secondary px-2 py-0.5 text-xs text-secondary-foreground"
                      >
                        {feature}
                      </span>
                    ))}
                  </span>
                </span>
              ) : null}
            </>
          )}
        </span>
      </span>
    </label>
  );
}
