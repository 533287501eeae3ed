import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';

/**
 * A failed generation: the spec's message for the call; a plan gate (403) or a monthly quota
 * (429) shows the server's reason instead, which says what the plan allows.
 */
export function showGenerationError(error: unknown, message: string): void {
  const status = isApiError(error) ? error.status : 0;
  const reason = isApiError(error) ? error.serverMessage : undefined;
  if ((status === 403 || status === 429) && reason) {
    toast({
      variant: 'destructive',
      title: status === 403 ? 'Upgrade required' : 'Limit reached',
      description: reason,
    });
    return;
  }
  toast({ variant: 'destructive', title: 'Error', description: message });
}
