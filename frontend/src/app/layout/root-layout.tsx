import { Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { TourLayer } from '@/features/tours/components/tour-layer';
import { NavBar } from './nav-bar';
import { NavigationProgress } from './navigation-progress';
import { PublicHeader } from './public-header';
import { SiteFooter } from './site-footer';

/** Every page: the header for the session state, the page, the footer. */
export function RootLayout() {
  const { user, isLoading } = useSession();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <NavigationProgress />
      {user ? <NavBar user={user} /> : <PublicHeader showActions={!isLoading} />}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {user ? <TourLayer /> : null}
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
