import { ArrowLeft, ArrowRight, Info } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { stepTitle, TOTAL_STEPS } from '@bb/kernel';

export interface StepNavigationProps {
  step: number;
  /** Why Next is disabled (the step rule's message), or null. */
  blockedBy: string | null;
  moving: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * Previous and Next under a step; Next stays disabled until the step's rule holds, saying why.
 * On small screens the bar sticks to the bottom of the screen while the step is in view: a long
 * step does not hide its way forward at the end of the page.
 */
export function StepNavigation({ step, blockedBy, moving, onPrevious, onNext }: StepNavigationProps) {
  const hintId = `step-${step}-next-hint`;
  return (
    <div className="sticky bottom-0 z-20 -mx-5 flex flex-wrap items-center justify-between gap-3 border-t bg-card/95 px-5 pt-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur supports-[backdrop-filter]:bg-card/85 sm:static sm:mx-0 sm:bg-transparent sm:px-0 sm:pt-5 sm:pb-0 sm:backdrop-blur-none">
      <Button
        variant="outline"
        onClick={onPrevious}
        disabled={step <= 1 || moving}
        className="order-2 sm:order-1"
      >
        <ArrowLeft aria-hidden="true" />
        Previous
      </Button>
      {blockedBy ? (
        <p
          id={hintId}
          className="order-1 flex w-full items-center gap-1.5 text-sm text-muted-foreground sm:order-2 sm:ml-auto sm:w-auto"
          role="status"
        >
          <Info className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {blockedBy}
        </p>
      ) : null}
      {step < TOTAL_STEPS ? (
        <Button
          variant="brand"
          onClick={onNext}
          disabled={Boolean(blockedBy) || moving}
          aria-describedby={blockedBy ? hintId : undefined}
          title={blockedBy ? undefined : `Continue to ${stepTitle(step + 1)}`}
          className="order-3"
        >
          {moving ? <Spinner label="Saving" /> : null}
          Next
          {moving ? null : <ArrowRight aria-hidden="true" />}
        </Button>
      ) : null}
    </div>
  );
}
