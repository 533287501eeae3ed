import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';
import { PHASES } from './phases';

const statusOf = (index: number) => (index < 2 ? 'completed' : index === 2 ? 'current' : 'pending');

/** A picture of the wizard's progress sidebar, to show what a plan looks like. Decorative. */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-brand opacity-20 blur-3xl" />
      <div className="rounded-2xl border bg-card p-5 shadow-2xl shadow-primary/10">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-xs font-medium text-muted-foreground">Your Progress</p>
            <p className="mt-0.5 font-semibold">GreenLoop Refills</p>
          </div>
          <span className="rounded-full bg-accent px-2.5 py-1 text-xs font-semibold text-accent-foreground">
            Step 6 of 8
          </span>
        </div>
        <div className="mt-4 h-2 overflow-hidden rounded-full bg-secondary">
          <div className="h-full w-[62%] rounded-full bg-gradient-brand" />
        </div>
        <ol className="mt-5 space-y-3">
          {PHASES.map((phase, index) => {
            const status = statusOf(index);
            return (
              <li
                key={phase.name}
                className={cn(
                  'flex items-center gap-3 rounded-xl border p-3',
                  status === 'current' && 'border-primary/50 bg-accent/60',
                  status === 'pending' && 'border-dashed',
                )}
              >
                <span
                  className={cn(
                    'flex size-9 shrink-0 items-center justify-center rounded-lg',
                    status === 'completed' && 'bg-success/15 text-success',
                    status === 'current' && 'bg-gradient-brand text-white',
                    status === 'pending' && 'bg-muted text-muted-foreground',
                  )}
                >
                  {status === 'completed' ? <Check className="size-4" /> : <phase.Icon className="size-4" />}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">{phase.name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {phase.steps.map((s) => s.title).join(' · ')}
                  </p>
                </div>
                <span className="text-xs text-muted-foreground">
                  {phase.steps.length > 1
                    ? `${phase.steps[0]?.number ?? ''}-${phase.steps[phase.steps.length - 1]?.number ?? ''}`
                    : phase.steps[0]?.number}
                </span>
              </li>
            );
          })}
        </ol>
        <div className="mt-4 grid grid-cols-4 gap-2">
          {['#6366F1', '#8B5CF6', '#06B6D4', '#64748B'].map((color) => (
            <div key={color} className="h-8 rounded-md" style={{ backgroundColor: color }} />
          ))}
        </div>
      </div>
    </div>
  );
}
