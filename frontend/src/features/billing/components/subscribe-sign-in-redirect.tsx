import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { authHref } from '@/lib/return-to';

/**
 * /subscribe's fallback for visitors (a signed-out user is told to sign in and sent to /login), in place of the route guard's 'Authentication Required' card. Signing in comes back
 * here, with the chosen plan.
 */
export function SubscribeSignInRedirect() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    toast({ title: 'Authentication Required', description: 'Please sign in to subscribe.' });
  }, []);
  return <Navigate to={authHref('/login', `${pathname}${search}`)} replace />;
}
