import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';
import { ADMIN_PASSWORD } from '../../admin/admin.test-helpers';
import { setTier } from '../../billing/http/billing.test-helper';
import { buildOpenApiDocument } from '../../create-app';

/**
 * Every route of the API document, called by a signed-in admin on the pro plan with input no client
 * should send: ids that name nothing or are not ids, bodies that are not JSON objects, fields of
 * the wrong type, odd query strings. A client relies on a 4xx with a message for all of them;
 * a 5xx means the server broke on input it should have refused.
 */
jest.setTimeout(240_000);

/** Ends the session or streams forever: called on their own elsewhere. */
const skipped = new Set(['POST /api/auth/logout', 'DELETE /api/account', 'GET /api/events/stream']);

const badIds = ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', 'x'.repeat(2000), '-1', '1e400'];
const badBodies = [
  '{',
  '[]',
  'null',
  '"text"',
  '123',
  '{"__proto__":{"admin":true}}',
  `{"a":${'['.repeat(3000)}${']'.repeat(3000)}}`,
];
const wrongValues: unknown[] = [
  null,
  -1,
  1e308,
  'x'.repeat(50_000),
  [],
  [1, 'a', null],
  { a: { b: 1 } },
  true,
  '',
  '\u0000',
  'a\u0000b',
];
const badQueries = [
  '?sort=zzz&search=' + 'x'.repeat(3000),
  '?search[]=1&sort[a]=2',
  '?limit=-1&offset=abc&page=-5',
];

interface Operation {
  requestBody?: {
    content?: Record<string, { schema?: { $ref?: string; properties?: Record<string, unknown> } }>;
  };
}

type Agent = ReturnType<TestApp['agent']>;

describe('bad input on every route: a 4xx with a message, never a 5xx', () => {
  let t: TestApp;
  let admin: Agent;
  let valid: Record<string, string>;
  const failures: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.agent();
    const setup = await admin
      .post('/api/auth/setup-admin')
      .send({ ...newAccount(), password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD })
      .expect(201);
    const userId = (setup.body as { user: { id: string } }).user.id;
    await setTier(t, userId, 'pro');
    const project = await admin.post('/api/projects').send({ title: 'Sweep' }).expect(201);
    await admin
      .post('/api/feedback')
      .send({ type: 'bug', title: 'Sweep', description: 'Long enough to be kept.' })
      .expect(201);
    const feedback = await admin.get('/api/admin/feedback').expect(200);
    const feedbackList = (Array.isArray(feedback.body) ? feedback.body : feedback.body.feedback) as {
      id: string;
    }[];
    valid = {
      id: project.body.id,
      projectId: project.body.id,
      userId,
      feedbackId: feedbackList[0]!.id,
      version: '1',
      step: '1',
      exportType: 'business-plan',
    };
  });
  afterAll(async () => {
    await t.close();
  });

  async function expectRefused(
    method: string,
    path: string,
    what: string,
    send?: { raw?: string; json?: unknown },
  ) {
    let req = admin[method.toLowerCase() as 'get'](path);
    if (send?.raw !== undefined) req = req.set('Content-Type', 'application/json').send(send.raw);
    else if (send?.json !== undefined) req = req.send(send.json as object);
    const res = await req;
    const message = (res.body as { message?: unknown } | undefined)?.message;
    if (res.status >= 500 || (res.status >= 400 && typeof message !== 'string')) {
      failures.push(`${method} ${path.slice(0, 80)} (${what}): ${res.status} ${res.text.slice(0, 160)}`);
    }
  }

  it('holds for every route and every kind of bad input', async () => {
    const doc = buildOpenApiDocument(t.running.app);
    const schemas = (doc.components?.schemas ?? {}) as Record<
      string,
      { properties?: Record<string, unknown> }
    >;
    let calls = 0;
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [verb, op] of Object.entries(operations as Record<string, Operation>)) {
        const method = verb.toUpperCase();
        if (
          !['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ||
          skipped.has(`${method} ${template}`)
        )
          continue;
        const hasBody = method !== 'GET' && method !== 'DELETE';
        const params = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
        const fill = (name?: string, value?: string) =>
          template.replace(/\{(\w+)\}/g, (_, p: string) =>
            encodeURIComponent(p === name ? value! : (valid[p] ?? '1')),
          );
        for (const name of params) {
          for (const id of badIds) {
            await expectRefused(
              method,
              fill(name, id),
              `${name}=${id.slice(0, 12)}`,
              hasBody ? { json: {} } : undefined,
            );
            calls += 1;
          }
        }
        const path = fill();
        for (const query of badQueries) {
          await expectRefused(
            method,
            path + query,
            `query ${query.slice(0, 20)}`,
            hasBody ? { json: {} } : undefined,
          );
          calls += 1;
        }
        if (!hasBody) continue;
        for (const raw of badBodies) {
          await expectRefused(method, path, `body ${raw.slice(0, 12)}`, { raw });
          calls += 1;
        }
        const schema = op.requestBody?.content?.['application/json']?.schema;
        const properties = (schema?.$ref ? schemas[schema.$ref.split('/').pop()!] : schema)?.properties ?? {};
        const fields = Object.keys(properties);
        for (const value of wrongValues) {
          for (const field of fields) {
            await expectRefused(method, path, `${field}=${JSON.stringify(value)?.slice(0, 12)}`, {
              json: { [field]: value },
            });
          }
          await expectRefused(method, path, `all fields=${JSON.stringify(value)?.slice(0, 12)}`, {
            json: Object.fromEntries(fields.map((f) => [f, value])),
          });
          calls += fields.length + 1;
        }
      }
    }
    expect(calls).toBeGreaterThan(1000); // the sweep reached the routes (a document with no paths would pass)
    expect(failures).toEqual([]);
    // Still signed in as the admin: no call above ended the session or took the role.
    const me = (await admin.get('/api/auth/me').expect(200)).body as {
      role?: string;
      user?: { role: string };
    };
    expect(me.user?.role ?? me.role).toBe('admin');
  });

  it('refuses text with a NUL character as bad input, and ids with one as not found', async () => {
    const res = await admin
      .post('/api/feedback')
      .send({ title: 'a\u0000b', description: 'long enough text' })
      .expect(400);
    expect(res.body.details).toEqual({ title: 'Text must not contain the NUL character' });
    await t.agent().post('/api/auth/login').send({ email: 'a\u0000@b.co', password: 'x' }).expect(400);
    await admin.get('/api/projects?search=%00').expect(400);
    await admin.get('/api/projects/%00').expect(404);
    await admin.delete('/api/user/api-keys/%00').expect(404);
  });
});
