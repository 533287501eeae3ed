import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { useIdle } from '@/lib/use-idle';
import { NavigationProgress } from './navigation-progress';
import { PublicHeader } from './public-header';
import { SiteFooter } from './site-footer';

// Signed-in only: their code (user menu, help menu, tours) is not in a visitor's first load.
export const loadNavBar = () => import('./nav-bar');
const NavBar = lazy(() => loadNavBar().then((module) => ({ default: module.NavBar })));
const TourLayer = lazy(() =>
  import('@/features/tours/components/tour-layer').then((module) => ({ default: module.TourLayer })),
);

/** Every page: the header for the session state, the page, the footer. */
export function RootLayout() {
  const { user, isLoading } = useSession();
  // The tours' wiring waits for the page's first paint (the onboarding tour starts 2 s later anyway).
  const idle = useIdle();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <NavigationProgress />
      {user ? (
        <Suspense fallback={<NavBarSkeleton />}>
          <NavBar user={user} />
        </Suspense>
      ) : (
        <PublicHeader showActions={!isLoading} />
      )}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {user && idle ? (
        <Suspense fallback={null}>
          <TourLayer />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}

/** Shown on the very first load while the route's code arrives. */
export function RootHydrateFallback() {
  return (
    <div className="flex min-h-screen flex-col" aria-busy="true">
      <PublicHeader showActions={false} />
    </div>
  );
}

/** The signed-in bar's place while its code arrives (same height: the page does not jump). */
function NavBarSkeleton() {
  return <div className="sticky top-0 z-40 h-16 border-b bg-background" aria-hidden="true" />;
}
