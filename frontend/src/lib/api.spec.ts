import { installFetch, mockResponse } from '@/test/fetch-mock';
import { api, ApiError, apiRequest, getQueryFn, urlFromQueryKey } from './api';
import { createQueryClient } from './query-client';

describe('api wrapper', () => {
  it('sends cookies and a JSON body', async () => {
    const fetchMock = installFetch({ 'POST /api/auth/login': { body: { user: { id: '1' } } } });
    await expect(api.post('/api/auth/login', { email: 'a@b.co', password: 'x' })).resolves.toEqual({
      user: { id: '1' },
    });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.co', password: 'x' }));
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("throws '<status>: <body text>' with the parsed body on a non-ok answer", async () => {
    const body = {
      statusCode: 409,
      error: 'Conflict',
      message: 'Email is already registered',
      details: { email: 'Email is already registered' },
    };
    installFetch({ 'POST /api/auth/register': { status: 409, statusText: 'Conflict', body } });
    const error = await apiRequest('POST', '/api/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`409: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(409);
    expect(apiError.serverMessage).toBe('Email is already registered');
    expect(apiError.details).toEqual({ email: 'Email is already registered' });
  });

  it("reads the body's machine-readable code", async () => {
    const body = { statusCode: 409, error: 'Conflict', message: 'Used', code: 'TrialAlreadyUsed' };
    installFetch({ 'POST /api/start-trial': { status: 409, body } });
    const error = (await api.post('/api/start-trial').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('TrialAlreadyUsed');
    expect(error.body?.code).toBe('TrialAlreadyUsed');
  });

  it('uses the status text when the body is empty', async () => {
    installFetch({ '/api/projects': { status: 500, statusText: 'Internal Server Error' } });
    await expect(api.get('/api/projects')).rejects.toThrow('500: Internal Server Error');
  });

  it('keeps a plain-text body as the message and has no parsed body', async () => {
    installFetch({ '/api/x': { status: 502, statusText: 'Bad Gateway', body: 'upstream down' } });
    const error = (await api.get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: upstream down');
    expect(error.body).toBeNull();
  });

  it('answers undefined for 204 No Content', async () => {
    installFetch({ 'POST /api/auth/logout': { status: 204 } });
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
  });

  it('raises on 401 by default', async () => {
    installFetch({
      '/api/projects': {
        status: 401,
        statusText: 'Unauthorized',
        body: { statusCode: 401, message: 'Unauthorized' },
      },
    });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/projects'] })).rejects.toMatchObject({ status: 401 });
  });

  it('can answer null on 401 instead', async () => {
    globalThis.fetch = jest.fn(() => Promise.resolve(mockResponse({ status: 401 })));
    const queryFn = getQueryFn<unknown>({ on401: 'returnNull' });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/auth/me'], queryFn })).resolves.toBeNull();
  });

  it('the default query function GETs the URL in the key', async () => {
    const fetchMock = installFetch({ '/api/projects/42': { body: { id: '42' } } });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/projects', 42] })).resolves.toEqual({ id: '42' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/projects/42');
    expect(urlFromQueryKey(['/api/a', 'b', { filter: 1 }])).toBe('/api/a/b');
  });

  it('the query client neither retries nor goes stale', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.retry).toBe(false);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.staleTime).toBe(Infinity);
  });
});
