import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

export interface StepFooterProps {
  onPrevious: () => void;
  /** The forward action (a button), drawn on the right. */
  children: ReactNode;
  /** Why the forward action is disabled, shown beside it. */
  hint?: ReactNode;
  hintId?: string;
}

/**
 * Previous on the left, the step's own forward action on the right (steps 6-8 draw their own). On
 * small screens the bar sticks to the bottom of the screen while the step is in view, like the
 * other steps' Previous/Next: these steps are the longest, and their way forward must not wait at
 * the end of the page. There Previous shows only its arrow (its name stays for screen readers), so
 * the forward action keeps its full label on one row.
 */
export function StepFooter({ onPrevious, children, hint, hintId }: StepFooterProps) {
  return (
    <div className="sticky bottom-0 z-20 -mx-5 flex flex-wrap items-center gap-3 border-t bg-card/95 px-5 pt-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur supports-[backdrop-filter]:bg-card/85 sm:static sm:mx-0 sm:flex-nowrap sm:justify-between sm:bg-transparent sm:px-0 sm:pt-5 sm:pb-0 sm:backdrop-blur-none">
      {hint ? (
        <p
          id={hintId}
          className="order-1 w-full text-sm text-muted-foreground sm:order-2 sm:ml-auto sm:w-auto sm:text-right"
        >
          {hint}
        </p>
      ) : null}
      <Button variant="outline" onClick={onPrevious} className="order-2 shrink-0 sm:order-1">
        <ArrowLeft aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Previous</span>
      </Button>
      <div className="order-3 flex min-w-0 flex-1 justify-end sm:flex-none [&>*]:h-auto [&>*]:min-h-9 [&>*]:min-w-0 [&>*]:flex-1 [&>*]:py-2 [&>*]:whitespace-normal sm:[&>*]:flex-none sm:[&>*]:whitespace-nowrap">
        {children}
      </div>
    </div>
  );
}

export function ContinueButton({
  label,
  onClick,
  disabled,
  describedBy,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <Button variant="brand" onClick={onClick} disabled={disabled} aria-describedby={describedBy}>
      {label}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}
