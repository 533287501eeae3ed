import request from 'supertest';
import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';

jest.setTimeout(120_000);

/** Issue 17 item 13: a session left open is not enough to move the account to another email. */
describe('changing the email needs the current password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a new email without the password or with a wrong one, and takes it with the right one', async () => {
    const agent = t.agent();
    const account = newAccount();
    await agent.post('/api/auth/register').send(account).expect(201);
    const profile = {
      firstName: account.firstName,
      lastName: account.lastName,
      username: account.username,
      email: `moved.${account.email}`,
    };

    const missing = await agent.put('/api/auth/profile').send(profile).expect(400);
    expect(missing.body).toMatchObject({
      code: 'CurrentPasswordRequired',
      details: { currentPassword: 'Enter your current password to change your email' },
    });
    const wrong = await agent
      .put('/api/auth/profile')
      .send({ ...profile, currentPassword: 'Wrong-passw0rd' })
      .expect(400);
    expect(wrong.body).toMatchObject({
      code: 'CurrentPasswordWrong',
      details: { currentPassword: 'Current password is incorrect' },
    });
    expect((await agent.get('/api/auth/me').expect(200)).body.email).toBe(account.email);

    const moved = await agent
      .put('/api/auth/profile')
      .send({ ...profile, currentPassword: account.password })
      .expect(200);
    expect(moved.body.user.email).toBe(profile.email);
    await request(t.http)
      .post('/api/auth/login')
      .send({ email: profile.email, password: account.password })
      .expect(200);
  });

  it('needs no password for the name and username', async () => {
    const agent = t.agent();
    const account = newAccount();
    await agent.post('/api/auth/register').send(account).expect(201);
    const renamed = await agent
      .put('/api/auth/profile')
      .send({ firstName: 'Grace', lastName: 'Hopper', username: account.username, email: account.email })
      .expect(200);
    expect(renamed.body.user.firstName).toBe('Grace');
  });
});
