import type { QueryFunction } from '@tanstack/react-query';

/** The body every API error carries (see backend/src/contracts/errors.ts). */
export interface ApiErrorBody {
  statusCode?: number;
  error?: string;
  message?: string;
  /** A machine-readable reason some errors carry ('TrialAlreadyUsed', 'validation_failed', ...). */
  code?: string;
  details?: Record<string, string>;
}

/**
 * Thrown for every non-ok response. `message` is `<status>: <body text or status text>`
 *; `body` is the parsed JSON body when there is one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, text: string, body: ApiErrorBody | null) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's own message (e.g. 'Invalid email or password'), if it sent one. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }

  /** The body's machine-readable `code`, if it sent one. */
  get code(): string | undefined {
    return this.body?.code;
  }

  /** Per-field messages of a 400/409 answer, keyed by field path. */
  get details(): Record<string, string> | undefined {
    return this.body?.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const record = parsed as Record<string, unknown>;
    const body: ApiErrorBody = {};
    if (typeof record.statusCode === 'number') body.statusCode = record.statusCode;
    if (typeof record.error === 'string') body.error = record.error;
    if (typeof record.message === 'string') body.message = record.message;
    if (typeof record.code === 'string') body.code = record.code;
    if (record.details && typeof record.details === 'object') {
      body.details = Object.fromEntries(
        Object.entries(record.details as Record<string, unknown>).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
    }
    return body;
  } catch {
    return null;
  }
}

/** Throws an ApiError when the response is not ok. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, text || response.statusText, parseErrorBody(text));
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const contentType = response.headers.get('content-type') ?? '';
  return (contentType.includes('json') ? JSON.parse(text) : text) as T;
}

let knownTimeZone: { zone: string | undefined } | null = null;

/**
 * The browser's IANA time zone, or undefined when the platform does not say. Asked once: building
 * an Intl.DateTimeFormat is slow (the first one loads the locale data), and every request sends it.
 */
export function browserTimeZone(): string | undefined {
  if (knownTimeZone) return knownTimeZone.zone;
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    zone = undefined;
  }
  knownTimeZone = { zone };
  return zone;
}

/**
 * Headers of every call: JSON, and X-Time-Zone, which the server records on the events a request
 * writes (daily streaks count days in the user's own zone).
 */
function requestHeaders(json: boolean): Record<string, string> {
  const headers: Record<string, string> = json
    ? { 'Content-Type': 'application/json', Accept: 'application/json' }
    : { Accept: 'application/json' };
  const timeZone = browserTimeZone();
  if (timeZone) headers['X-Time-Zone'] = timeZone;
  return headers;
}

export interface RequestOptions {
  /** Let the request outlive the page (a save sent while the tab closes); bodies up to 64 KB. */
  keepalive?: boolean;
  /** More request headers (e.g. `Prefer: return=minimal`). */
  headers?: Record<string, string>;
}

/** Sends a request with the session cookie. Bodies are JSON. */
export async function apiFetch(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: { ...requestHeaders(body !== undefined), ...options.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    ...(options.keepalive ? { keepalive: true } : {}),
  });
  await throwIfNotOk(response);
  return response;
}

/** The one way the app talks to the API: JSON in, JSON out, ApiError on failure. */
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const response = await apiFetch(method, url, body, options);
  return readBody<T>(response);
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body: unknown = {}) => apiRequest<T>('POST', url, body),
  put: <T>(url: string, body: unknown) => apiRequest<T>('PUT', url, body),
  patch: <T>(url: string, body: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T = void>(url: string) => apiRequest<T>('DELETE', url),
};

/**
 * The URL a query key stands for: its string and number parts joined by '/',
 * so ['/api/projects', id] reads /api/projects/<id>.
 */
export function urlFromQueryKey(queryKey: readonly unknown[]): string {
  return queryKey
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .map(String)
    .join('/');
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A query function that GETs the URL in the query key; on 401 it can answer null instead. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(urlFromQueryKey(queryKey), {
      credentials: 'include',
      headers: requestHeaders(false),
      signal,
    });
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return readBody<T>(response);
  };
}

/** The default query function: GET the URL in the query key; a 401 raises like any failure. */
export const defaultQueryFn: QueryFunction = getQueryFn<unknown>({ on401: 'throw' });
