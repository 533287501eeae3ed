import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { probablySignedIn } from '@/features/auth/lib/session-hint';
import { subscriptionStatusQueryOptions } from '@/features/billing/api/get-subscription-status';
import { ideaOfTheDayQueryOptions } from '@/features/ideas/api/get-idea-of-the-day';
import { projectsQueryOptions } from '@/features/projects/api/get-projects';
import { loadDashboardPage } from './home-route';

/**
 * Before the first render: the session check starts at once, and on '/' so does what the page
 * will need (the dashboard's code, projects and plan for a browser signed in last time; today's
 * idea for a visitor), in parallel instead of one after the other. A wrong guess costs one
 * request; prefetching never throws.
 */
export function prefetchFirstPage(queryClient: QueryClient, pathname: string): void {
  void queryClient.prefetchQuery(sessionQueryOptions());
  if (pathname !== '/') return;
  if (probablySignedIn()) {
    void loadDashboardPage();
    void queryClient.prefetchQuery(projectsQueryOptions());
    void queryClient.prefetchQuery(subscriptionStatusQueryOptions());
  } else {
    void queryClient.prefetchQuery(ideaOfTheDayQueryOptions());
  }
}
