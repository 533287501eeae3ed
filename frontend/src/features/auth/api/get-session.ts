import type { SessionResponse, User } from '@bb/backend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';
import { rememberSignedIn } from '../lib/session-hint';

export const SESSION_QUERY_KEY = ['/api/auth/me'] as const;

/** The session is cached 5 minutes and never retried. */
export const SESSION_STALE_TIME = 5 * 60 * 1000;

/**
 * The signed-in user, or null. Asked of GET /api/auth/session, which answers a visitor 200
 * `{ user: null }` (the spec's /api/auth/me answers 401, which the browser logs in every visitor's
 * console). A 401 still means anonymous; any other failure is logged as 'Failed to fetch user' and
 * also treated as anonymous. The cache key stays the spec's '/api/auth/me'.
 */
export async function fetchSession(): Promise<User | null> {
  try {
    const answer = await api.get<SessionResponse>('/api/auth/session');
    rememberSignedIn(answer.user !== null);
    return answer.user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      rememberSignedIn(false);
      return null;
    }
    console.error('Failed to fetch user', error);
    return null;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSession,
    staleTime: SESSION_STALE_TIME,
    gcTime: SESSION_STALE_TIME,
    retry: false,
  });

export interface Session {
  user: User | null;
  /** True until the first answer of /api/auth/me. */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
}

export function useSession(): Session {
  const { data, isPending } = useQuery(sessionQueryOptions());
  const user = data ?? null;
  return {
    user,
    isLoading: isPending,
    isAuthenticated: user !== null,
    isAdmin: user?.role === 'admin',
  };
}
