import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';

/**
 * A failed billing call as a toast: a declined card (402) is 'Payment Failed' with the provider's
 * message; anything else gets the spec's title for the action and the server's reason.
 */
export function toastBillingError(error: unknown, title: string, fallback?: string): void {
  const message = isApiError(error) ? error.serverMessage : undefined;
  if (isApiError(error) && error.status === 402) {
    toast({
      variant: 'destructive',
      title: 'Payment Failed',
      description: message ?? 'The payment was declined.',
    });
    return;
  }
  toast({ variant: 'destructive', title, description: message ?? fallback });
}
