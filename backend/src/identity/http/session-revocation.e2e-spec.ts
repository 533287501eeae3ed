import request from 'supertest';
import type { App } from 'supertest/types';
import { createApp, readyServer } from '../../create-app';
import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';
import { setUpFirstAdmin, type Agent } from '../../admin/admin.test-helpers';

jest.setTimeout(120_000);

/** Issue 17 items 5 and 8: sessions end on the server, and sign-in does not reveal accounts. */
describe('server-side session revocation and sign-in answers', () => {
  let t: TestApp;
  let admin: { agent: Agent; id: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await setUpFirstAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function registered(): Promise<{ id: string; cookie: string; email: string; password: string }> {
    const account = newAccount();
    const res = await request(t.http).post('/api/auth/register').send(account).expect(201);
    const cookie = String(res.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
    return { id: res.body.user.id as string, cookie, email: account.email, password: account.password };
  }

  const me = (cookie: string) => request(t.http).get('/api/auth/me').set('Cookie', cookie);

  it('refuses a cookie copied before logout', async () => {
    const user = await registered();
    const copied = user.cookie;
    await me(copied).expect(200);
    await request(t.http).post('/api/auth/logout').set('Cookie', user.cookie).expect(204);
    await me(copied).expect(401);
    // Signing in again gives a new session that works.
    const login = await request(t.http)
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
    await me(String(login.headers['set-cookie']?.[0] ?? '').split(';')[0]!).expect(200);
  });

  it('refuses a copied cookie on another app instance too, which had just answered it from its kept row', async () => {
    const second = await createApp(t.config);
    try {
      const other = (await readyServer(second)) as App;
      const user = await registered();
      const meThere = () => request(other).get('/api/auth/me').set('Cookie', user.cookie);
      await meThere().expect(200);
      await meThere().expect(200); // now answered from the row that instance keeps
      await request(t.http).post('/api/auth/logout').set('Cookie', user.cookie).expect(204);
      // The users read model names the account on its channel as it commits: the other instance
      // drops its row within moments (kept rows otherwise answer up to 30 s).
      const deadline = Date.now() + 5_000;
      let status = 200;
      while (status === 200 && Date.now() < deadline) {
        status = (await meThere()).status;
        if (status === 200) await new Promise((r) => setTimeout(r, 25));
      }
      expect(status).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('refuses the old cookie after a deactivation, even once the account is active again', async () => {
    const user = await registered();
    await admin.agent.patch(`/api/admin/users/${user.id}/status`).send({ isActive: false }).expect(200);
    await me(user.cookie).expect(401);
    await admin.agent.patch(`/api/admin/users/${user.id}/status`).send({ isActive: true }).expect(200);
    await me(user.cookie).expect(401);
    await request(t.http)
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
  });

  it('answers a wrong password and an unknown email with the same status and body', async () => {
    const user = await registered();
    const wrong = await request(t.http)
      .post('/api/auth/login')
      .send({ email: user.email, password: 'Wrong1234' });
    const unknown = await request(t.http)
      .post('/api/auth/login')
      .send({ email: `nobody.${Date.now()}@example.com`, password: 'Wrong1234' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });
});
