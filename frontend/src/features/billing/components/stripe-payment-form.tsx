import { Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { loadStripe, type StripeClient, type StripeElements } from '../lib/stripe-js';

export interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  /** 'Pay $24.99' */
  submitLabel: string;
}

/**
 * Stripe's Payment Element for the subscription's first invoice. Confirming sends the browser
 * through Stripe (3-D Secure when needed) back to /account?success=true; the webhook activates the
 * subscription.
 */
export function StripePaymentForm({ publishableKey, clientSecret, submitLabel }: StripePaymentFormProps) {
  const target = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ client: StripeClient; elements: StripeElements } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => undefined as void;
    loadStripe(publishableKey)
      .then((client) => {
        if (cancelled || !target.current) return;
        const elements = client.elements({ clientSecret });
        const element = elements.create('payment');
        element.mount(target.current);
        destroy = () => element.destroy();
        stripe.current = { client, elements };
        setState('ready');
      })
      .catch(() => {
        if (cancelled) return;
        setState('failed');
        toast({
          variant: 'destructive',
          title: 'Unable to load payment form',
          description: 'Please try again later.',
        });
      });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [publishableKey, clientSecret]);

  const pay = async () => {
    if (!stripe.current) return;
    setPaying(true);
    const { error } = await stripe.current.client.confirmPayment({
      elements: stripe.current.elements,
      confirmParams: { return_url: `${window.location.origin}/account?success=true` },
    });
    setPaying(false);
    if (error)
      toast({
        variant: 'destructive',
        title: 'Payment Failed',
        description: error.message ?? 'The payment was declined.',
      });
  };

  return (
    <div className="grid gap-4">
      {state === 'loading' ? (
        <Skeleton className="h-40 w-full" aria-label="Loading the payment form" />
      ) : null}
      {state === 'failed' ? (
        <p className="text-sm text-destructive">
          The payment form could not be loaded. Please try again later.
        </p>
      ) : null}
      <div ref={target} />
      <Button variant="brand" size="lg" disabled={state !== 'ready' || paying} onClick={() => void pay()}>
        {paying ? <Spinner label="Paying" /> : <Lock aria-hidden="true" />}
        {submitLabel}
      </Button>
    </div>
  );
}
