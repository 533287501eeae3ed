import { installFetch } from '@/test/fetch-mock';
import { fetchSession, sessionQueryOptions, SESSION_STALE_TIME } from './get-session';
import { signedInUser } from '@/test/user-fixtures';
import { probablySignedIn } from '../lib/session-hint';

const user = signedInUser;

describe('session', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is the user from /api/auth/session', async () => {
    const fetch = installFetch({ 'GET /api/auth/session': { body: { user } } });
    await expect(fetchSession()).resolves.toEqual(user);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is anonymous (null) when the session check answers 200 with no user, without logging', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFetch({ 'GET /api/auth/session': { body: { user: null } } });
    await expect(fetchSession()).resolves.toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('is anonymous (null) on 401, without logging', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFetch({ 'GET /api/auth/session': { status: 401, statusText: 'Unauthorized' } });
    await expect(fetchSession()).resolves.toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it("logs 'Failed to fetch user' and is anonymous on any other failure", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFetch({ 'GET /api/auth/session': { status: 500, statusText: 'Internal Server Error' } });
    await expect(fetchSession()).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('Failed to fetch user', expect.anything());
  });

  it('is cached 5 minutes and never retried', () => {
    const options = sessionQueryOptions();
    expect(options.staleTime).toBe(SESSION_STALE_TIME);
    expect(SESSION_STALE_TIME).toBe(300_000);
    expect(options.retry).toBe(false);
  });
});

describe('the signed-in hint', () => {
  afterEach(() => window.localStorage.clear());

  it("remembers a signed-in answer and forgets it on a visitor's answer (what '/' loads first)", async () => {
    installFetch({ 'GET /api/auth/session': { body: { user } } });
    await fetchSession();
    expect(probablySignedIn()).toBe(true);
    installFetch({ 'GET /api/auth/session': { body: { user: null } } });
    await fetchSession();
    expect(probablySignedIn()).toBe(false);
  });
});
