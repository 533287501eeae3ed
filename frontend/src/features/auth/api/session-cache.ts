import type { User } from '@bb/backend/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { rememberSignedIn } from '../lib/session-hint';
import { SESSION_QUERY_KEY } from './get-session';

/** The project list's key (its URL). Fetched after sign-in so the dashboard opens on the new user's data. */
const PROJECTS_QUERY_KEY = ['/api/projects'] as const;

/** After login, register or admin setup: the user is the session, and their projects are (re)loaded. */
export function startSession(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  rememberSignedIn(true);
  // staleTime 0: fetch now even if an older list is cached. prefetchQuery never throws.
  void queryClient.prefetchQuery({ queryKey: PROJECTS_QUERY_KEY, staleTime: 0 });
}

/**
 * After logout: every cached answer belonged to the old user, so all of it goes. The session
 * is set to anonymous first, in place, so every component reading it updates at once (removing
 * the query would leave mounted observers holding the old user until they happen to re-render).
 */
export function endSession(queryClient: QueryClient): void {
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  rememberSignedIn(false);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
}
