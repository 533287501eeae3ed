import { lazy, Suspense } from 'react';
import { LandingSkeleton, PageSkeleton } from '@/components/page-skeleton';
import { useSession } from '@/features/auth/api/get-session';

const DashboardPage = lazy(() => import('@/pages/dashboard/dashboard-page'));
const LandingPage = lazy(() => import('@/pages/landing/landing-page'));

/** '/': the dashboard for signed-in users, the landing page for visitors. */
export function HomeRoute() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSkeleton />;
  return user ? (
    <Suspense fallback={<PageSkeleton />}>
      <DashboardPage />
    </Suspense>
  ) : (
    <Suspense fallback={<LandingSkeleton />}>
      <LandingPage />
    </Suspense>
  );
}
