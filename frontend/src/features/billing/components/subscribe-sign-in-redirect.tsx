import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';

/**
 * /subscribe's fallback for visitors (spec part 2: a signed-out user is told to sign in and sent
 * to /login), in place of the route guard's 'Authentication Required' card.
 */
export function SubscribeSignInRedirect() {
  useEffect(() => {
    toast({ title: 'Authentication Required', description: 'Please sign in to subscribe.' });
  }, []);
  return <Navigate to="/login" replace />;
}
