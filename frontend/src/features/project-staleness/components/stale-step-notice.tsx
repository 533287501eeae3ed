import type { StaleStep } from '@bb/backend/contracts';
import { RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { describeChange } from '../lib/stale-steps';

export interface StaleStepNoticeProps {
  stale: StaleStep;
  readOnly?: boolean;
  /** Updates this step (absent: no button). */
  onUpdate?: () => void;
  /** This step is being updated. */
  updating?: boolean;
  /** Another update is running: the button waits. */
  busy?: boolean;
}

/**
 * At the top of a step generated before one of its inputs changed: what changed, and Update, which
 * brings the step up to date and asks before replacing anything the user wrote (issue 14).
 */
export function StaleStepNotice({
  stale,
  readOnly = false,
  onUpdate,
  updating = false,
  busy = false,
}: StaleStepNoticeProps) {
  return (
    <Alert variant="warning" data-testid="stale-step-notice">
      <RefreshCw aria-hidden="true" />
      <AlertTitle>This step may be out of date</AlertTitle>
      <AlertDescription>
        <p>It was generated before these changes:</p>
        <ul className="mt-1 list-disc pl-5">
          {stale.changes.map((change) => (
            <li key={`${change.step}.${change.field}`}>{describeChange(change)}</li>
          ))}
        </ul>
        {readOnly ? null : (
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
            {onUpdate ? (
              <Button size="sm" onClick={onUpdate} disabled={updating || busy} className="self-start">
                {updating ? <Spinner label="Updating this step" /> : <RefreshCw aria-hidden="true" />}
                {updating ? 'Updating…' : 'Update this step'}
              </Button>
            ) : null}
            <p>Only what depends on the change is redone; you choose for anything you wrote yourself.</p>
          </div>
        )}
      </AlertDescription>
    </Alert>
  );
}
