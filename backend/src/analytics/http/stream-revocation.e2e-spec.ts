import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';
import { ADMIN_PASSWORD, createAdmin, setUpFirstAdmin, type Agent } from '../../admin/admin.test-helpers';
import { openStream } from './sse-client.test-helper';

jest.setTimeout(120_000);

/**
 * Issue 17 item 2: an open event stream ends as soon as the access that opened it ends (the admin
 * is demoted, logs out, is deactivated; the token is revoked), and sends nothing that was written
 * after that change.
 */
describe('open event streams end when access ends', () => {
  let t: TestApp;
  let port: number;
  let first: { agent: Agent; id: string };
  beforeAll(async () => {
    t = await createTestApp();
    const server = t.running.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    first = await setUpFirstAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const knex = () => t.running.database.knex;
  const eventCount = async () => Number((await knex()('events').count({ n: '*' }))[0]!.n);

  /** A second admin and the cookie of a session of theirs. */
  async function adminSession(): Promise<{ id: string; cookie: string }> {
    const { id } = await createAdmin(t, first.agent);
    const email = (await knex()('rm_users').where({ id }).first<{ email: string }>()).email;
    const login = await request(t.http)
      .post('/api/auth/login')
      .send({ email, password: ADMIN_PASSWORD })
      .expect(200);
    return { id, cookie: String(login.headers['set-cookie']?.[0] ?? '').split(';')[0]! };
  }

  /**
   * Opens a stream, waits until it has caught up, runs `revoke`, and checks the stream ends within
   * a second of the answer and carries no event written from the revocation on, even while more
   * happens afterwards.
   */
  async function expectEndsAfter(headers: Record<string, string>, revoke: () => Promise<unknown>) {
    const stream = openStream(port, headers);
    const before = await eventCount();
    await stream.waitUntil(() => stream.events.length >= before);
    expect(stream.status()).toBe(200);
    const cut = Number((await knex()('events').max({ p: 'global_position' }))[0]!.p);
    await revoke();
    const answered = Date.now();
    await stream.waitUntil(() => stream.ended(), 1_000);
    const closedAfterMs = Date.now() - answered;
    // Activity after the change must not reach the closed stream either.
    await request(t.http).post('/api/auth/register').send(newAccount()).expect(201);
    await new Promise((r) => setTimeout(r, 300));
    const later = await knex()('events').where('global_position', '>', cut).select('event_id');
    const laterIds = new Set(later.map((e: { event_id: string }) => e.event_id));
    expect(later.length).toBeGreaterThan(0);
    expect(stream.events.filter((e) => laterIds.has(e.id))).toEqual([]);
    expect(closedAfterMs).toBeLessThan(1_000);
    stream.close();
  }

  it('ends an admin stream when the admin is demoted', async () => {
    const admin = await adminSession();
    await expectEndsAfter({ Cookie: admin.cookie }, () =>
      first.agent.patch(`/api/admin/users/${admin.id}/role`).send({ role: 'user' }).expect(200),
    );
  });

  it('ends an admin stream when that admin logs out', async () => {
    const admin = await adminSession();
    await expectEndsAfter({ Cookie: admin.cookie }, () =>
      request(t.http).post('/api/auth/logout').set('Cookie', admin.cookie).expect(204),
    );
  });

  it('ends an admin stream when the admin is deactivated', async () => {
    const admin = await adminSession();
    await expectEndsAfter({ Cookie: admin.cookie }, () =>
      first.agent.patch(`/api/admin/users/${admin.id}/status`).send({ isActive: false }).expect(200),
    );
  });

  it('ends a token stream when the token is revoked', async () => {
    const created = await first.agent
      .post('/api/admin/analytics-tokens')
      .send({ name: 'Revoked' })
      .expect(201);
    await expectEndsAfter({ Authorization: `Bearer ${created.body.token as string}` }, () =>
      first.agent.delete(`/api/admin/analytics-tokens/${created.body.id as string}`).expect(204),
    );
  });
});
