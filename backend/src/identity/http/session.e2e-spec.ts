import request from 'supertest';
import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';

describe('GET /api/auth/session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a visitor 200 with no user (no 401 in every visitor’s console), a member with their user', async () => {
    const anonymous = await request(t.http).get('/api/auth/session').expect(200);
    expect(anonymous.body).toEqual({ user: null });

    const agent = t.agent();
    const account = newAccount();
    const reg = await agent.post('/api/auth/register').send(account).expect(201);
    const signedIn = await agent.get('/api/auth/session').expect(200);
    expect(signedIn.body.user).toEqual(reg.body.user);

    await agent.post('/api/auth/logout').send({}).expect(204);
    expect((await agent.get('/api/auth/session').expect(200)).body).toEqual({ user: null });
    // The spec's /me keeps its 401 for visitors.
    await agent.get('/api/auth/me').expect(401);
  });

  it('treats a forged cookie as a visitor', async () => {
    const answer = await request(t.http)
      .get('/api/auth/session')
      .set('Cookie', 'bb_session=forged.value')
      .expect(200);
    expect(answer.body).toEqual({ user: null });
  });
});
