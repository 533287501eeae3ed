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

/** Previous on the left, the step's own forward action on the right (steps 6-8 draw their own). */
export function StepFooter({ onPrevious, children, hint, hintId }: StepFooterProps) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
      <Button variant="outline" onClick={onPrevious}>
        <ArrowLeft aria-hidden="true" />
        Previous
      </Button>
      <div className="flex flex-col-reverse items-stretch gap-2 sm:flex-row sm:items-center">
        {hint ? (
          <p id={hintId} className="text-sm text-muted-foreground sm:text-right">
            {hint}
          </p>
        ) : null}
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
