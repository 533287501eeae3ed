import type { Tier } from '@bb/backend/contracts';
import { AlertTriangle, CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { tierNames } from '../lib/format';

/** An incomplete subscription: its first payment is still missing (spec: 'Payment Required'). */
export function PaymentRequiredAlert({ tier }: { tier: Tier }) {
  return (
    <Alert variant="warning">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>Payment Required</AlertTitle>
      <AlertDescription>
        <p>
          Your {tierNames[tier]} subscription is waiting for its first payment. Until then your current plan
          stays.
        </p>
        <Button asChild size="sm" className="mt-3">
          <Link to={`/subscribe?tier=${tier}`}>
            <CreditCard aria-hidden="true" />
            Complete Payment
          </Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
