/** Minimal fetch Response stand-ins for jsdom, where fetch and Response do not exist. */
export interface MockResponseInit {
  status?: number;
  statusText?: string;
  body?: unknown;
  contentType?: string;
}

export function mockResponse({
  status = 200,
  statusText = '',
  body,
  contentType,
}: MockResponseInit = {}): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const type = contentType ?? (typeof body === 'string' ? 'text/plain' : 'application/json');
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? type : null) },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(text ? (JSON.parse(text) as unknown) : undefined),
  };
  return response as unknown as Response;
}

export type FetchRoutes = Record<string, MockResponseInit | (() => MockResponseInit)>;

/**
 * GET /api/auth/session as the server answers it, from a test's '/api/auth/me' route: the user
 * wrapped in `{ user }`, and `{ user: null }` where /me says 401.
 */
function sessionFromMe(me: MockResponseInit | undefined): MockResponseInit | undefined {
  if (!me) return undefined;
  if (me.status === 401) return { body: { user: null } };
  if (me.status !== undefined && me.status !== 200) return me;
  return { ...me, body: { user: me.body ?? null } };
}

/**
 * Installs a fetch that answers by URL ('GET /api/auth/me' or '/api/auth/me'); unknown URLs get a
 * 404. A test's '/api/auth/me' route also answers the app's session check (/api/auth/session).
 */
export function installFetch(routes: FetchRoutes): jest.Mock {
  const answerOf = (key: string): MockResponseInit | undefined => {
    const route = routes[key];
    return typeof route === 'function' ? route() : route;
  };
  const fn = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    let answer = answerOf(`${method} ${url}`) ?? answerOf(url);
    if (!answer && method === 'GET' && url === '/api/auth/session') {
      answer = sessionFromMe(answerOf('GET /api/auth/me') ?? answerOf('/api/auth/me'));
    }
    return Promise.resolve(mockResponse(answer ?? { status: 404, statusText: 'Not Found' }));
  });
  globalThis.fetch = fn;
  return fn;
}
