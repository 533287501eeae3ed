import { Info } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** Said plainly wherever money would change hands in demo billing. */
export function DemoNotice({ className }: { className?: string }) {
  return (
    <Alert variant="info" className={className}>
      <Info aria-hidden="true" />
      <AlertTitle>Demo mode: no card is charged</AlertTitle>
      <AlertDescription>
        Payments are simulated on this server. Subscribing, upgrading, downgrading and cancelling take effect
        at once, and the invoices are demo invoices.
      </AlertDescription>
    </Alert>
  );
}
