import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { newAccount, type TestApp } from '../../test/test-app';
import { ADMIN_PASSWORD } from './admin/admin.test-helpers';
import { setTier } from './billing/http/billing.test-helper';
import type { Method } from './nest-route-table.test-helper';

/** The authorization matrix's callers: signed-in sessions and one HTTP call through a real socket. */

export interface Session {
  id: string;
  cookie: string;
}

export function cookieOf(res: { status: number; headers: Record<string, unknown> } | Answer): string {
  const header = 'cookies' in res ? res.cookies : (res.headers['set-cookie'] as string[] | undefined);
  const cookie = header?.find((c) => c.startsWith('bb_session='));
  if (!cookie) throw new Error(`No session cookie (status ${res.status})`);
  return cookie.split(';')[0]!;
}

export async function newUser(t: TestApp): Promise<Session> {
  const res = await request(t.http).post('/api/auth/register').send(newAccount()).expect(201);
  const id = (res.body as { user: { id: string } }).user.id;
  // a paid tier, so tier-gated routes answer their normal status (the free tier's 403 is tested elsewhere)
  await setTier(t, id, 'pro');
  return { id, cookie: cookieOf(res) };
}

export async function newAdmin(t: TestApp, by: Session): Promise<Session> {
  const account = { ...newAccount(), password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD };
  const created = await call(t, 'POST', '/api/admin/users', by, account);
  if (created.status !== 201) throw new Error(`Could not create an admin: ${created.status}`);
  const login = await request(t.http)
    .post('/api/auth/login')
    .send({ email: account.email, password: ADMIN_PASSWORD })
    .expect(200);
  await setTier(t, (created.body as { id: string }).id, 'pro');
  return { id: (created.body as { id: string }).id, cookie: cookieOf(login) };
}

export interface Answer {
  status: number;
  body: unknown;
  cookies: string[];
}

const REQUEST_TIMEOUT_MS = 15_000;
let baseUrl = '';

/** Serves the app on a port of its own, so calls go through a real socket. */
export async function listenForCalls(t: TestApp): Promise<void> {
  const server = t.http as unknown as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * One HTTP call through a real socket. A server-sent event stream never ends, so its answer is
 * its status line: the call is cut once the headers are in. A call that does not answer within
 * the timeout counts as status 0.
 */
export async function call(
  _t: TestApp,
  method: Method,
  url: string,
  session?: Session,
  body?: unknown,
): Promise<Answer> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), REQUEST_TIMEOUT_MS);
  try {
    const headers: Record<string, string> = {};
    if (session) headers.cookie = session.cookie;
    if (body !== undefined && method !== 'GET') headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body: body !== undefined && method !== 'GET' ? JSON.stringify(body) : undefined,
      redirect: 'manual',
      signal: abort.signal,
    });
    const cookies = res.headers.getSetCookie();
    if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) {
      abort.abort();
      return { status: res.status, body: {}, cookies };
    }
    const text = await res.text();
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { text };
    }
    return { status: res.status, body: parsed, cookies };
  } catch (error) {
    if (abort.signal.aborted) return { status: 0, body: { message: 'no answer in time' }, cookies: [] };
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
