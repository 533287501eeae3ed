import type { User } from '@bb/backend/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { rememberSignedIn } from '../lib/session-hint';
import { fetchSession, SESSION_QUERY_KEY, sessionQueryOptions } from './get-session';

/** The session check public/boot.js starts before the app's script has loaded. */
export interface EarlySession {
  /** True once the answer is in (then `user` is it). */
  settled: boolean;
  user: User | null;
  promise: Promise<User | null>;
}

declare global {
  interface Window {
    __bbEarlySession?: EarlySession;
  }
}

/** The early check, once (a second reader, or a page without boot.js, gets null). */
export function takeEarlySession(): EarlySession | null {
  const early = window.__bbEarlySession ?? null;
  delete window.__bbEarlySession;
  return early;
}

/**
 * Puts the session into the cache before the first render: the early check's answer when it is
 * already in (the first render then shows the right page, with no guess), else its answer when it
 * comes, else (no early check, or it failed) the app's own check. Returns whether the user is
 * known to be signed in (true/false) or not known yet (null).
 */
export function seedSession(queryClient: QueryClient, early: EarlySession | null): boolean | null {
  if (early?.settled) {
    rememberSignedIn(early.user !== null);
    queryClient.setQueryData(SESSION_QUERY_KEY, early.user);
    return early.user !== null;
  }
  void queryClient.prefetchQuery({
    ...sessionQueryOptions(),
    queryFn: early
      ? () =>
          early.promise.then(
            (user) => {
              rememberSignedIn(user !== null);
              return user;
            },
            () => fetchSession(),
          )
      : fetchSession,
  });
  return null;
}
