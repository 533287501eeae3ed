import type { Role } from '@bb/backend/contracts';
import type { ReactNode } from 'react';
import { PageSkeleton } from '@/components/page-skeleton';
import { useSession } from '../api/get-session';
import { AccessDeniedCard, AuthRequiredCard } from './auth-required-card';

export interface RequireAuthProps {
  children: ReactNode;
  /** Shown instead of the 'Authentication Required' card to visitors who are not signed in. */
  fallback?: ReactNode;
  /** A role the user must hold (e.g. 'admin'). */
  role?: Role;
}

/** The route guard: a skeleton while the session is checked, then the page or a sign-in card. */
export function RequireAuth({ children, fallback, role }: RequireAuthProps) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSkeleton />;
  if (!user) return <>{fallback ?? <AuthRequiredCard />}</>;
  if (role && user.role !== role) return <AccessDeniedCard />;
  return <>{children}</>;
}
