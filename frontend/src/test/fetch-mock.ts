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

/** Installs a fetch that answers by URL ('GET /api/auth/me' or '/api/auth/me'); unknown URLs get a 404. */
export function installFetch(routes: FetchRoutes): jest.Mock {
  const fn = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${url}`] ?? routes[url];
    const answer = typeof route === 'function' ? route() : route;
    return Promise.resolve(mockResponse(answer ?? { status: 404, statusText: 'Not Found' }));
  });
  globalThis.fetch = fn;
  return fn;
}
