import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { ArticleSkeleton, FormPageSkeleton, PageSkeleton } from '@/components/page-skeleton';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { SubscribeSignInRedirect } from '@/features/billing/components/subscribe-sign-in-redirect';
import { LoginRequiredCard } from '@/features/gamification/components/login-required-card';
import { HomeRoute } from './home-route';
import { RootHydrateFallback, RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

type PageModule = { default: ComponentType };

/**
 * One lazily loaded page: its code is fetched on first visit, a skeleton shaped like the page
 * stands in on the first load, and an error boundary keeps a failure inside the page.
 */
function page(
  path: string,
  load: () => Promise<PageModule>,
  Skeleton: ComponentType = PageSkeleton,
): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: (await load()).default }),
    HydrateFallback: Skeleton,
    ErrorBoundary: RouteErrorBoundary,
  };
}

function SignedIn() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}

/** The progress tracker's guard: visitors see its own 'Login Required' card. */
function SignedInForProgress() {
  return (
    <RequireAuth fallback={<LoginRequiredCard />}>
      <Outlet />
    </RequireAuth>
  );
}

/** /subscribe's guard: visitors are told to sign in and sent to /login. */
function SignedInForSubscribe() {
  return (
    <RequireAuth fallback={<SubscribeSignInRedirect />}>
      <Outlet />
    </RequireAuth>
  );
}

function AdminOnly() {
  return (
    <RequireAuth role="admin">
      <Outlet />
    </RequireAuth>
  );
}

/** Every route of the spec. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, Component: HomeRoute, ErrorBoundary: RouteErrorBoundary },

      // Public
      page('login', () => import('@/pages/login/login-page'), FormPageSkeleton),
      page('register', () => import('@/pages/register/register-page'), FormPageSkeleton),
      page('admin-setup', () => import('@/pages/admin-setup/admin-setup-page'), FormPageSkeleton),
      page('pricing', () => import('@/pages/pricing/pricing-page')),
      page('about', () => import('@/pages/about/about-page'), ArticleSkeleton),
      page('privacy', () => import('@/pages/privacy/privacy-page'), ArticleSkeleton),

      // Signed in
      {
        Component: SignedIn,
        ErrorBoundary: RouteErrorBoundary,
        children: [
          page('home', () => import('@/pages/dashboard/dashboard-page')),
          page('dashboard', () => import('@/pages/dashboard/dashboard-page')),
          page('wizard', () => import('@/pages/wizard/wizard-page')),
          page('wizard/:projectId', () => import('@/pages/wizard/wizard-page')),
          page('project/:id/edit', () => import('@/pages/project-edit/project-edit-page')),
          page('account', () => import('@/pages/account/account-page')),
          page('manage-subscription', () => import('@/pages/manage-subscription/manage-subscription-page')),
          page('feedback', () => import('@/pages/feedback/feedback-page')),
          page('api-settings', () => import('@/pages/api-settings/api-settings-page')),
          page('idea-of-the-day', () => import('@/pages/idea-of-the-day/idea-of-the-day-page')),
        ],
      },
      {
        Component: SignedInForProgress,
        ErrorBoundary: RouteErrorBoundary,
        children: [page('progress-tracker', () => import('@/pages/progress-tracker/progress-tracker-page'))],
      },

      {
        Component: SignedInForSubscribe,
        ErrorBoundary: RouteErrorBoundary,
        children: [page('subscribe', () => import('@/pages/subscribe/subscribe-page'))],
      },

      // Admins
      {
        Component: AdminOnly,
        ErrorBoundary: RouteErrorBoundary,
        children: [
          page('admin', () => import('@/pages/admin/admin-page')),
          page('admin/history/:kind/:id', () => import('@/pages/admin-history/admin-history-page')),
        ],
      },

      page('*', () => import('@/pages/not-found/not-found-page'), ArticleSkeleton),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
