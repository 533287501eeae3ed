import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { installFetch } from '@/test/fetch-mock';
import { SESSION_QUERY_KEY } from './get-session';
import { endSession, startSession } from './session-cache';

const user = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'user' as const,
  subscriptionTier: 'free' as const,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('session cache', () => {
  it('sign-in sets the user and fetches the projects', async () => {
    const fetchMock = installFetch({ '/api/projects': { body: [{ id: 'p1' }] } });
    const client = createQueryClient();
    startSession(client, user);
    expect(client.getQueryData(SESSION_QUERY_KEY)).toEqual(user);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/projects',
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(client.getQueryData(['/api/projects'])).toEqual([{ id: 'p1' }]);
  });

  it('logout drops every cached answer and tells session readers at once', () => {
    const client = createQueryClient();
    client.setQueryData(SESSION_QUERY_KEY, user);
    client.setQueryData(['/api/projects'], [{ id: 'p1' }]);
    const observer = new QueryObserver(client, { queryKey: SESSION_QUERY_KEY, enabled: false });
    const seen: unknown[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));

    endSession(client);

    expect(seen.at(-1)).toBeNull();
    expect(client.getQueryData(['/api/projects'])).toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(1);
    unsubscribe();
  });
});
