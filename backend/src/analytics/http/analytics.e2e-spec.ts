import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';
import {
  analyticsEventsPageSchema,
  type AnalyticsEvent,
  type AnalyticsEventsPage,
} from '../../contracts/analytics';
import { openStream } from './sse-client.test-helper';
import { runScriptedSession, type ScriptedSession } from '../../audit/testing/scripted-session';

// Whole app and real PostgreSQL on a shared, often busy machine: generous time per test and hook.
jest.setTimeout(120_000);

describe('analytics stream (GET /api/events, /api/events/stream) and tokens', () => {
  let t: TestApp;
  let s: ScriptedSession;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    s = await runScriptedSession(t);
    const server = t.running.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  const countEvents = async () =>
    Number((await t.running.database.knex('events').count<{ count: string }[]>('* as count'))[0]!.count);

  async function readAllPages(
    auth: (r: request.Test) => request.Test,
    limit: number,
  ): Promise<AnalyticsEvent[]> {
    const out: AnalyticsEvent[] = [];
    let after = '0';
    for (let i = 0; i < 1000; i++) {
      const res = await auth(request(t.http).get(`/api/events?after=${after}&limit=${limit}`)).expect(200);
      const page: AnalyticsEventsPage = analyticsEventsPageSchema.parse(res.body);
      out.push(...page.events);
      after = page.next;
      if (!page.hasMore) break;
    }
    return out;
  }

  it('is for admins and analytics tokens: 401 signed out, 403 for a user', async () => {
    await request(t.http).get('/api/events').expect(401);
    await s.ada.agent.get('/api/events').expect(403);
    await s.ada.agent.post('/api/admin/analytics-tokens').send({ name: 'Mine' }).expect(403);
    await s.ada.agent.get('/api/admin/analytics-tokens').expect(403);
    const page = await s.admin.agent.get('/api/events?limit=2').expect(200);
    expect(page.body.events).toHaveLength(2);
    expect(page.body.hasMore).toBe(true);
  });

  it('creates a token shown once, stores only its hash, lets it read, and refuses it once revoked', async () => {
    const created = await s.admin.agent
      .post('/api/admin/analytics-tokens')
      .send({ name: ' BI export ' })
      .expect(201);
    const { id, token, name } = created.body as { id: string; token: string; name: string };
    expect(name).toBe('BI export');
    expect(token).toMatch(/^bba_[A-Za-z0-9_-]{43}$/);
    const list = await s.admin.agent.get('/api/admin/analytics-tokens').expect(200);
    expect(list.body[0]).toEqual({
      id,
      name: 'BI export',
      hint: token.slice(-4),
      createdAt: expect.any(String),
      createdBy: s.admin.id,
      revokedAt: null,
    });
    expect(list.text).not.toContain(token);
    const stored = await t.running.database
      .knex('events')
      .where({ stream_id: 'analytics-tokens' })
      .select('data');
    expect(JSON.stringify(stored)).not.toContain(token);

    const bearer = (r: request.Test) => r.set('Authorization', `Bearer ${token}`);
    await bearer(request(t.http).get('/api/events?limit=1')).expect(200);
    await request(t.http).get('/api/events').set('Authorization', `Bearer ${token}x`).expect(401);
    await request(t.http).get('/api/events').set('Authorization', 'Bearer bba_nope').expect(401);
    await request(t.http).get('/api/events').set('Authorization', `Basic ${token}`).expect(401);

    await s.admin.agent.delete(`/api/admin/analytics-tokens/${id}`).expect(204);
    await s.admin.agent.delete(`/api/admin/analytics-tokens/${id}`).expect(204); // already revoked: no change
    await s.admin.agent
      .delete('/api/admin/analytics-tokens/00000000-0000-4000-8000-000000000000')
      .expect(404);
    const revoked = await bearer(request(t.http).get('/api/events')).expect(401);
    expect(revoked.body.message).toMatch(/revoked/);
    const after = await s.admin.agent.get('/api/admin/analytics-tokens').expect(200);
    const listed = after.body as Array<{ id: string; revokedAt: string | null }>;
    expect(listed.find((x) => x.id === id)?.revokedAt).toEqual(expect.any(String));
    const rows = await t.running.database
      .knex('events')
      .where({ stream_id: 'analytics-tokens' })
      .select<Array<{ event_type: string }>>('event_type');
    const types = rows.map((r) => r.event_type);
    expect(types.filter((x) => x === 'analytics.token-revoked')).toHaveLength(1);
    await s.admin.agent.post('/api/admin/analytics-tokens').send({ name: '' }).expect(400);
  });

  it('pages through the whole log once, in order, with personal data removed', async () => {
    const total = await countEvents();
    const created = await s.admin.agent
      .post('/api/admin/analytics-tokens')
      .send({ name: 'Pager' })
      .expect(201);
    const bearer = (r: request.Test) => r.set('Authorization', `Bearer ${created.body.token}`);
    const all = await readAllPages(bearer, 7);
    expect(all.length).toBeGreaterThanOrEqual(total);
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    expect(all.map((e) => e.position)).toEqual([...new Set(all.map((e) => e.position))]);

    const text = JSON.stringify(all);
    expect(text).not.toContain(s.ada.account.email);
    expect(text).not.toContain(s.ada.account.username);
    expect(text).not.toContain('Lovelace');
    expect(text).not.toMatch(/"enc":"v1"/);
    expect(text).not.toMatch(/"(email|username|firstName|lastName|passwordHash|tokenHash|apiKey)"/);
    const registered = all.find((e) => e.type === 'identity.user-registered' && e.data.userId === s.ada.id)!;
    expect(registered.data).toEqual({ userId: s.ada.id, role: 'user', via: 'register' });
    expect(Object.keys(registered.metadata).sort()).toEqual([
      'causationId',
      'correlationId',
      'occurredAt',
      'userId',
    ]);
    const saved = all.find((e) => e.type === 'projects.wizard-step-saved')!;
    expect(saved.data).toMatchObject({ projectId: expect.any(String), currentStep: expect.any(Number) });

    // The same cursor again answers the same next page; the end answers nothing new.
    const last = all[all.length - 1]!;
    const tail = await bearer(request(t.http).get(`/api/events?after=${last.position}`)).expect(200);
    expect(tail.body).toEqual({ events: [], next: last.position, hasMore: false });
    await bearer(request(t.http).get('/api/events?after=garbage')).expect(400);
    await bearer(request(t.http).get('/api/events?limit=5000')).expect(400);
  });

  it('streams server-sent events; a consumer that disconnects and resumes misses nothing and gets nothing twice', async () => {
    const created = await s.admin.agent
      .post('/api/admin/analytics-tokens')
      .send({ name: 'Streamer' })
      .expect(201);
    const auth = { Authorization: `Bearer ${created.body.token as string}` };
    const first = openStream(port, auth);
    await first.waitUntil(() => first.events.length >= 10);
    expect(first.status()).toBe(200);
    // More happens while it is connected, then it drops mid-stream.
    const agent = t.agent();
    await agent.post('/api/auth/register').send(newAccount()).expect(201);
    await first.waitUntil(() =>
      first.events.some(
        (e) =>
          e.type === 'identity.user-registered' &&
          e.streamPosition === 1 &&
          e.metadata.userId !== s.ada.id &&
          e.metadata.userId !== s.grace.id &&
          e.metadata.userId !== s.admin.id,
      ),
    );
    first.close();
    const lastSeen = first.ids[first.ids.length - 1]!;

    // Activity while disconnected.
    const project = (await agent.post('/api/projects').send({ title: 'Offline' }).expect(201)).body
      .id as string;
    for (let i = 0; i < 5; i++)
      await agent
        .patch(`/api/projects/${project}`)
        .send({ title: `Offline ${i}` })
        .expect(200);

    const second = openStream(port, { ...auth, 'Last-Event-ID': lastSeen });
    const total = await countEvents();
    await second.waitUntil(() => first.events.length + second.events.length >= total);
    // Live: a new event arrives on the open stream.
    await agent.patch(`/api/projects/${project}`).send({ title: 'Live one' }).expect(200);
    await second.waitUntil(() =>
      second.events.some((e) => e.type === 'projects.project-renamed' && e.data.title === 'Live one'),
    );
    second.close();

    const received = [...first.events, ...second.events];
    const ids = received.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length); // nothing twice
    const everything = await readAllPages((r) => r.set('Authorization', auth.Authorization), 500);
    expect(ids).toEqual(everything.map((e) => e.id).slice(0, ids.length)); // nothing missed, same order
    expect(received.length).toBe(everything.length);
    expect(second.ids[0]).not.toBe(lastSeen);

    // ?after= works like Last-Event-ID; a bad cursor is refused before streaming.
    const third = openStream(
      port,
      auth,
      `/api/events/stream?after=${received[received.length - 3]!.position}`,
    );
    await third.waitUntil(() => third.events.length >= 2);
    expect(third.events.map((e) => e.id)).toEqual(ids.slice(-2));
    third.close();
    const bad = openStream(port, { ...auth, 'Last-Event-ID': 'nope' });
    await bad.waitUntil(() => bad.status() !== 0);
    expect(bad.status()).toBe(400);
    bad.close();
  });

  it('lets an admin session stream too, and refuses a revoked token', async () => {
    const login = await request(t.http)
      .post('/api/auth/login')
      .send({ email: s.admin.account.email, password: s.admin.account.password })
      .expect(200);
    const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
    const adminStream = openStream(port, { Cookie: cookie });
    await adminStream.waitUntil(() => adminStream.events.length >= 3);
    expect(adminStream.status()).toBe(200);
    // Left open on purpose: closing the app (afterAll) ends open streams instead of waiting on them.
    const created = await s.admin.agent
      .post('/api/admin/analytics-tokens')
      .send({ name: 'Gone' })
      .expect(201);
    await s.admin.agent.delete(`/api/admin/analytics-tokens/${created.body.id}`).expect(204);
    const refused = openStream(port, { Authorization: `Bearer ${created.body.token as string}` });
    await refused.waitUntil(() => refused.status() !== 0);
    expect(refused.status()).toBe(401);
    refused.close();
  });
});
