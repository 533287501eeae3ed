import { lazy, Suspense, useState } from 'react';
import { PageSkeleton } from '@/components/page-skeleton';
import { useSession } from '@/features/auth/api/get-session';
import { probablySignedIn } from '@/features/auth/lib/session-hint';
// In the main script, not a lazy chunk: a visitor's first page paints as soon as that script runs,
// without waiting for the session check and then for another download.
import LandingPage from '@/pages/landing/landing-page';

export const loadDashboardPage = () => import('@/pages/dashboard/dashboard-page');
const DashboardPage = lazy(loadDashboardPage);

/**
 * '/': the dashboard for signed-in users, the landing page for visitors. While the session check
 * runs, a browser that was signed in last time sees the dashboard's skeleton and any other the
 * landing page (see features/auth/lib/session-hint.ts); the answer then decides.
 */
export function HomeRoute() {
  const { user, isLoading } = useSession();
  const [expectMember] = useState(probablySignedIn);
  if (isLoading) return expectMember ? <PageSkeleton /> : <LandingPage />;
  return user ? (
    <Suspense fallback={<PageSkeleton />}>
      <DashboardPage />
    </Suspense>
  ) : (
    <LandingPage />
  );
}
