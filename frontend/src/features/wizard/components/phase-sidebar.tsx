import type { ReactNode } from 'react';
import { Check, ChevronRight } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { phases, phaseState, type Phase, type PhaseState } from '../lib/steps-meta';

export interface PhaseSidebarProps {
  viewStep: number;
  reachedStep: number;
  completed: boolean;
  completionPercentage: number;
  disabled?: boolean;
  onSelect: (step: number) => void;
  children?: ReactNode;
  className?: string;
}

const stateLabel: Record<PhaseState, string> = {
  completed: 'Completed',
  current: 'Current',
  pending: 'Pending',
};

/** Where a click on a phase leads: a completed phase opens at its first step, the current one where the project is. */
export function phaseTarget(phase: Phase, state: PhaseState, reachedStep: number): number {
  return state === 'current' ? Math.min(Math.max(reachedStep, phase.first), phase.last) : phase.first;
}

/**
 * 'Your Progress': the four phases, each completed, current or pending; only completed and
 * current phases can be opened. Below lg it folds into a compact grid.
 * The step titles are not listed here: the step's heading names it, and a second copy made the
 * title ambiguous to find on the page.
 */
export function PhaseSidebar({
  viewStep,
  reachedStep,
  completed,
  completionPercentage,
  disabled,
  onSelect,
  children,
  className,
}: PhaseSidebarProps) {
  return (
    <nav
      aria-labelledby="wizard-progress-heading"
      className={cn('rounded-xl border bg-card p-4 shadow-sm', className)}
      data-tour="phase-navigation"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="wizard-progress-heading" className="text-sm font-semibold">
          Your Progress
        </h2>
        <span className="text-xs text-muted-foreground">{completionPercentage}% complete</span>
      </div>
      <Progress value={completionPercentage} className="mt-2 h-1.5" aria-label="Project completion" />
      <ol className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-1">
        {phases.map((phase, index) => {
          const state = phaseState(phase, reachedStep, completed);
          const viewing = viewStep >= phase.first && viewStep <= phase.last;
          const clickable = state !== 'pending' && !disabled;
          const steps =
            phase.first === phase.last ? `Step ${phase.first}` : `Steps ${phase.first}-${phase.last}`;
          return (
            // The wizard tour's 'export-options' step points here on the steps without export cards.
            <li
              key={phase.name}
              data-tour-fallback={index === phases.length - 1 ? 'export-options' : undefined}
            >
              <button
                type="button"
                disabled={!clickable}
                aria-current={viewing ? 'step' : undefined}
                onClick={() => onSelect(phaseTarget(phase, state, reachedStep))}
                className={cn(
                  'group flex h-full w-full items-center gap-2.5 lg:h-auto rounded-lg border px-2.5 py-2 text-left transition outline-none focus-visible:ring-2 focus-visible:ring-ring lg:gap-3 lg:px-3 lg:py-2.5',
                  viewing ? 'border-primary/50 bg-accent/70' : 'border-transparent hover:bg-accent/50',
                  state === 'pending' && 'cursor-not-allowed opacity-60 hover:bg-transparent',
                )}
              >
                <span
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold lg:size-8',
                    state === 'completed' && 'bg-success text-white',
                    state === 'current' && 'bg-gradient-brand text-white shadow-sm shadow-primary/30',
                    state === 'pending' && 'border-2 border-dashed border-input text-muted-foreground',
                  )}
                  aria-hidden="true"
                >
                  {state === 'completed' ? <Check className="size-4" /> : index + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm leading-tight font-semibold">{phase.name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {steps}
                    <span className="sr-only">, {stateLabel[state]}</span>
                    <span aria-hidden="true" className="hidden sm:inline">
                      {' '}
                      · {stateLabel[state]}
                    </span>
                  </span>
                </span>
                {clickable ? (
                  <ChevronRight
                    className="hidden size-4 text-muted-foreground transition group-hover:translate-x-0.5 lg:block"
                    aria-hidden="true"
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
      {children}
    </nav>
  );
}
