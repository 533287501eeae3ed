import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createTestApp, newAccount, type TestApp } from '../../test/test-app';
import { buildOpenApiDocument } from './create-app';
import { ADMIN_PASSWORD } from './admin/admin.test-helpers';
import { setTier } from './billing/http/billing.test-helper';
import {
  call,
  cookieOf,
  listenForCalls,
  newAdmin,
  newUser,
  type Answer,
  type Session,
} from './authorization-matrix-client.test-helper';
import { discoverRoutes, keyOf, type Route } from './nest-route-table.test-helper';

// HTTP through the whole app on a shared, often busy machine: generous time per test and hook.
jest.setTimeout(60_000);

/**
 * The authorization matrix: every route of the app, found in Nest's route table (so a route added
 * later is covered without touching this file), called signed out, as a user, as another user
 * (on resources with ids, created by the first user) and as an admin.
 *
 * The expectations are rules, not a copy of the decorators, so a route that lost its guard fails:
 * - public: only the routes listed in PUBLIC_ROUTES (and every listed route must be @Public);
 * - admin:  every route under /api/admin answers 401 signed out and 403 to users;
 * - session: every other route answers 401 signed out, and another user's resource is never
 *   served (404, or the same 4xx as a bad request).
 * Routes listed in SAMPLES get exact statuses; any other route gets the rule-based checks, and
 * no route may ever answer 5xx.
 */

const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/health/ready',
  // signing in and up, the first-admin setup
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/auth/admin-exists',
  'POST /api/auth/setup-admin',
  // who is signed in, if anyone: 200 with the user or with nothing (no 401 for every visitor)
  'GET /api/auth/session',
  // the landing page
  'GET /api/idea-of-the-day',
  // the pricing page and the payment form's public configuration
  'GET /api/plans',
  'GET /api/byok/pricing',
  'GET /api/billing/config',
  // signed by the payment provider, not by a session
  'POST /api/billing/webhook',
  // analytics consumers: an analytics token or an admin session, checked by the route's own guard
  'GET /api/events',
  'GET /api/events/stream',
]);

/** The guard's answer when the role is wrong (a business 403, like an upgrade prompt, differs). */
const ROLE_DENIED = 'You do not have permission to do this';

type Who = 'anonymous' | 'user' | 'other' | 'admin';
type Access = 'public' | 'admin' | 'session';

interface Ctx {
  t: TestApp;
  sessions: Record<Exclude<Who, 'anonymous'>, Session>;
}

/**
 * Exact expectations for routes whose behaviour this suite knows: `ok` is the allowed callers'
 * status; `byCaller` overrides it for routes that authorize on their own (token or session).
 */
interface Sample {
  ok: number;
  byCaller?: Partial<Record<Who, number>>;
  body?: () => unknown;
}

const SAMPLES: Record<string, Sample> = {
  'GET /api/health': { ok: 200 },
  'GET /api/health/ready': { ok: 200 },
  'POST /api/auth/register': { ok: 400 },
  'POST /api/auth/login': { ok: 400 },
  'POST /api/auth/logout': { ok: 204 },
  'GET /api/auth/me': { ok: 200 },
  'PUT /api/auth/profile': { ok: 400 },
  'POST /api/auth/change-password': { ok: 400 },
  'GET /api/auth/admin-exists': { ok: 200 },
  'POST /api/auth/setup-admin': { ok: 400 },
  'GET /api/feedback': { ok: 200 },
  'POST /api/feedback': {
    ok: 201,
    body: () => ({ title: 'Matrix', description: 'Feedback from the authorization matrix' }),
  },
  'GET /api/admin/feedback': { ok: 200 },
  'PATCH /api/admin/feedback/:feedbackId': { ok: 200, body: () => ({ resolved: true, adminNotes: 'Seen' }) },
  'GET /api/user/api-keys': { ok: 200 },
  'POST /api/user/api-keys': { ok: 201, body: () => ({ apiKey: 'sk-matrix-0123456789abcdef' }) },
  'DELETE /api/user/api-keys/:id': { ok: 204 },
  'GET /api/user/preferences': { ok: 200 },
  'PUT /api/user/preferences': {
    ok: 200,
    body: () => ({ useOwnApiKeys: true, preferredTextModel: 'gpt-4', preferredImageModel: 'dall-e-2' }),
  },
  'GET /api/idea-of-the-day': { ok: 200 },
  'GET /api/events': { ok: 200, byCaller: { anonymous: 401, user: 403, other: 403, admin: 200 } },
  'GET /api/events/stream': { ok: 200, byCaller: { anonymous: 401, user: 403, other: 403, admin: 200 } },
  'GET /api/idea-of-the-day/weekly': { ok: 200 },
  'POST /api/idea-of-the-day/:id/view': { ok: 200 },
  'GET /api/admin/idea-of-the-day': { ok: 200 },
  'POST /api/admin/ideas': { ok: 201, body: () => matrixIdea() },
  'PATCH /api/admin/ideas/:ideaId': {
    ok: 200,
    body: () => ({ title: 'Renamed by the matrix', isActive: false }),
  },
  'DELETE /api/admin/ideas/:ideaId': { ok: 204 },
  'GET /api/admin/stats': { ok: 200 },
  'GET /api/admin/users': { ok: 200 },
  'POST /api/admin/users': {
    ok: 201,
    body: () => ({ ...newAccount(), password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD }),
  },
  'PATCH /api/admin/users/:userId/status': { ok: 200, body: () => ({ isActive: true }) },
  'PATCH /api/admin/users/:userId/role': { ok: 200, body: () => ({ role: 'user' }) },
  'GET /api/admin/projects': { ok: 200 },
  // every signed-in caller here is on a pro subscription (newUser, keepSessionsAlive): a trial is refused
  'POST /api/start-trial': { ok: 409 },
};

function matrixIdea() {
  return { title: 'Matrix idea', industry: 'technology', featuredDate: '2030-01-01', keyFeatures: ['One'] };
}

function accessOf(route: Route): Access {
  if (PUBLIC_ROUTES.has(keyOf(route))) return 'public';
  if (route.path === '/api/admin' || route.path.startsWith('/api/admin/')) return 'admin';
  return 'session';
}

// ---- sessions and fixtures ----

type ParamKind = 'owned' | 'shared' | 'unknown';

/**
 * A value for a path parameter. 'owned': a resource the owner creates (another user must not
 * reach it); 'shared': a resource anyone may use; 'unknown': a parameter this suite cannot make,
 * given a random id (the rule-based checks still apply).
 */
async function paramValue(
  ctx: Ctx,
  route: Route,
  name: string,
  owner: Session,
): Promise<{ kind: ParamKind; value: string }> {
  const { t, sessions } = ctx;
  const path = route.path;
  if (path.startsWith('/api/admin/')) {
    if (name === 'userId') return { kind: 'shared', value: (await newUser(t)).id };
    if (name === 'feedbackId') {
      const res = await call(t, 'POST', '/api/feedback', sessions.other, {
        title: 'Fixture',
        description: 'A feedback item to review',
      });
      return { kind: 'shared', value: (res.body as { id: string }).id };
    }
    if (name === 'projectId') {
      const res = await call(t, 'POST', '/api/projects', sessions.other, { title: 'Matrix project' });
      return { kind: 'shared', value: (res.body as { id: string }).id };
    }
    if (name === 'ideaId') {
      const res = await call(t, 'POST', '/api/admin/ideas', sessions.admin, matrixIdea());
      return { kind: 'shared', value: (res.body as { id: string }).id };
    }
    return { kind: 'unknown', value: randomUUID() };
  }
  if (path.startsWith('/api/user/api-keys/') && name === 'id') {
    const res = await call(t, 'POST', '/api/user/api-keys', owner, { apiKey: 'sk-owned-0123456789abcdef' });
    return { kind: 'owned', value: (res.body as { id: string }).id };
  }
  if ((path.startsWith('/api/projects/') && name === 'id') || name === 'projectId') {
    const res = await call(t, 'POST', '/api/projects', owner, { title: 'Matrix project' });
    if (res.status !== 201) throw new Error(`Could not create a project fixture: ${res.status}`);
    return { kind: 'owned', value: (res.body as { id: string }).id };
  }
  if (path === '/api/idea-of-the-day/:id/view') {
    const res = await call(t, 'GET', '/api/idea-of-the-day');
    return { kind: 'shared', value: (res.body as { id: string }).id };
  }
  return { kind: 'unknown', value: randomUUID() };
}

async function urlFor(ctx: Ctx, route: Route, owner: Session): Promise<{ url: string; owned: boolean }> {
  let owned = false;
  let url = route.path;
  for (const match of route.path.matchAll(/:(\w+)/g)) {
    const name = match[1]!;
    const { kind, value } = await paramValue(ctx, route, name, owner);
    if (kind === 'owned') owned = true;
    url = url.replace(`:${name}`, encodeURIComponent(value));
  }
  return { url, owned };
}

// ---- expectations ----

const allowed = (res: Answer) =>
  res.status !== 401 && !(res.status === 403 && (res.body as { message?: string }).message === ROLE_DENIED);

interface Outcome {
  route: string;
  who: Who;
  status: number;
  expected: string;
}

function judge(
  route: Route,
  who: Who,
  res: Answer,
  owned: boolean,
  ownerStatus: number | undefined,
): string | null {
  const sample = SAMPLES[keyOf(route)];
  const access = accessOf(route);
  if (res.status >= 500 || res.status === 0) return 'an answer, never 5xx';
  const exact = sample?.byCaller?.[who];
  if (exact !== undefined) return res.status === exact ? null : String(exact);
  if (who === 'anonymous') {
    if (access !== 'public') return res.status === 401 ? null : '401';
    if (sample) return res.status === sample.ok ? null : String(sample.ok);
    return allowed(res) ? null : 'not 401/403 (public route)';
  }
  if (access === 'admin' && who !== 'admin') {
    return res.status === 403 && (res.body as { message?: string }).message === ROLE_DENIED
      ? null
      : `403 '${ROLE_DENIED}'`;
  }
  const isOwner = who === 'user' || access === 'admin';
  if (owned && !isOwner) {
    // another user's resource: never served, never a hint that it exists
    if (sample) return res.status === 404 ? null : '404';
    if (res.status < 300) return '4xx (not the owner)';
    if (ownerStatus !== undefined && ownerStatus < 300 && ![403, 404].includes(res.status))
      return '403 or 404 (not the owner)';
    return null;
  }
  if (sample) return res.status === sample.ok ? null : String(sample.ok);
  if (!allowed(res)) return 'not 401/403 (caller is allowed)';
  if (owned && res.status === 404) return 'the owner reaches their resource (not 404)';
  return null;
}

describe('authorization matrix', () => {
  let t: TestApp;
  let routes: Route[];
  let ctx: Ctx;
  let reserveAdmin: Session;

  beforeAll(async () => {
    t = await createTestApp();
    routes = discoverRoutes(t);
    await listenForCalls(t);
    const setup = await request(t.http)
      .post('/api/auth/setup-admin')
      .send({ ...newAccount(), password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD })
      .expect(201);
    reserveAdmin = { id: (setup.body as { user: { id: string } }).user.id, cookie: cookieOf(setup) };
    ctx = {
      t,
      sessions: { user: await newUser(t), other: await newUser(t), admin: await newAdmin(t, reserveAdmin) },
    };
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('finds the routes, and they are exactly the OpenAPI document’s operations', () => {
    expect(routes.length).toBeGreaterThan(30);
    const document = buildOpenApiDocument(t.running.app);
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(routes.map(keyOf).sort()).toEqual([...new Set(documented)].sort());
  });

  it('marks as @Public() exactly the routes listed as public', () => {
    expect(
      routes
        .filter((r) => r.isPublic)
        .map(keyOf)
        .sort(),
    ).toEqual([...PUBLIC_ROUTES].sort());
  });

  it("puts @Roles('admin') on every /api/admin route and on no other", () => {
    const wrong = routes
      .filter((r) => (accessOf(r) === 'admin') !== (r.roles?.length === 1 && r.roles[0] === 'admin'))
      .map((r) => `${keyOf(r)} (${r.handler}) roles=${JSON.stringify(r.roles ?? [])}`);
    expect(wrong).toEqual([]);
  });

  it('answers every route as expected for every caller', async () => {
    const problems: Outcome[] = [];
    let calls = 0;
    for (const route of routes) {
      const sample = SAMPLES[keyOf(route)];
      let ownerStatus: number | undefined;
      for (const who of ['anonymous', 'user', 'other', 'admin'] as const) {
        const session = who === 'anonymous' ? undefined : ctx.sessions[who];
        const { url, owned } = await urlFor(ctx, route, ctx.sessions.user);
        const res = await call(
          t,
          route.method,
          url,
          session,
          sample?.body?.() ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {}),
        );
        calls += 1;
        if (who === 'user') ownerStatus = res.status;
        const expected = judge(route, who, res, owned, ownerStatus);
        if (expected)
          problems.push({ route: `${keyOf(route)} (${route.handler})`, who, status: res.status, expected });
      }
      await keepSessionsAlive();
    }
    expect(calls).toBe(routes.length * 4);
    expect(problems).toEqual([]);
  }, 180_000);

  it('has a sample for every route it lists, so a renamed route is noticed', () => {
    const known = new Set(routes.map(keyOf));
    expect(Object.keys(SAMPLES).filter((k) => !known.has(k))).toEqual([]);
    expect([...PUBLIC_ROUTES].filter((k) => !known.has(k))).toEqual([]);
  });

  /**
   * A route may end a session (log out everywhere, delete the account) or change the plan
   * (billing routes): give the next route live sessions on the paid tier again.
   */
  async function keepSessionsAlive(): Promise<void> {
    for (const who of ['user', 'other', 'admin'] as const) {
      const me = await call(t, 'GET', '/api/auth/me', ctx.sessions[who]);
      if (me.status !== 200)
        ctx.sessions[who] = who === 'admin' ? await newAdmin(t, reserveAdmin) : await newUser(t);
    }
    for (const session of Object.values(ctx.sessions)) await setTier(t, session.id, 'pro');
  }
});
