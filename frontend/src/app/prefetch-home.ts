import type { QueryClient } from '@tanstack/react-query';
import { seedSession, takeEarlySession } from '@/features/auth/api/early-session';
import { probablySignedIn } from '@/features/auth/lib/session-hint';
import { subscriptionStatusQueryOptions } from '@/features/billing/api/get-subscription-status';
import { ideaOfTheDayQueryOptions } from '@/features/ideas/api/get-idea-of-the-day';
import { projectsQueryOptions } from '@/features/projects/api/get-projects';
import { loadDashboardPage } from './home-route';
import { loadNavBar } from './layout/root-layout';

/**
 * Before the first render: the session (already answered when public/boot.js's early check is in,
 * else still on its way), and what the first page will need: for a member, the signed-in bar's code
 * and on '/' the dashboard's code, projects and plan; on '/' for a visitor, today's idea. In
 * parallel instead of one after the other. When the session is not known yet, a browser signed in
 * last time is taken for a member (a wrong guess costs a request); prefetching never throws.
 */
export function prefetchFirstPage(queryClient: QueryClient, pathname: string): void {
  const known = seedSession(queryClient, takeEarlySession());
  const member = known ?? probablySignedIn();
  if (member) void loadNavBar();
  if (pathname !== '/') return;
  if (member) {
    void loadDashboardPage();
    void queryClient.prefetchQuery(projectsQueryOptions());
    void queryClient.prefetchQuery(subscriptionStatusQueryOptions());
  } else {
    void queryClient.prefetchQuery(ideaOfTheDayQueryOptions());
  }
}
