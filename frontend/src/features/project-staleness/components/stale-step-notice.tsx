import type { StaleStep } from '@bb/backend/contracts';
import { RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { describeChange } from '../lib/stale-steps';

/**
 * At the top of a step generated before one of its inputs changed: what changed, and that
 * generating the step again brings it up to date (issue 14).
 */
export function StaleStepNotice({ stale, readOnly = false }: { stale: StaleStep; readOnly?: boolean }) {
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
          <p className="mt-1">Generate it again to bring it up to date; review what you wrote yourself.</p>
        )}
      </AlertDescription>
    </Alert>
  );
}
