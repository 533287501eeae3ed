import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';

/**
 * Two instances of the app with the same REDIS_URL count failed sign-ins against one limit: the
 * real Redis of the machine and of CI (127.0.0.1:6379, or REDIS_URL), a key prefix of this run.
 */
describe('rate limits shared through Redis (REDIS_URL)', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bb-test-${randomUUID()}` };
    [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('failures on one instance count on the other: 5 wrong passwords spread over two instances block both', async () => {
    const account = newAccount();
    // Each instance has its own database here; the account exists on both with one password.
    await request(a.http).post('/api/auth/register').send(account).expect(201);
    await request(b.http).post('/api/auth/register').send(account).expect(201);
    const wrong = { email: account.email, password: 'Wrong1234' };
    for (const app of [a, b, a, b, a])
      await request(app.http).post('/api/auth/login').send(wrong).expect(401);
    // Neither instance saw 5 failures by itself (a: 3, b: 2); together they did.
    const right = { email: account.email, password: account.password };
    await request(b.http).post('/api/auth/login').send(right).expect(429);
    await request(a.http).post('/api/auth/login').send(right).expect(429);
  });

  it('an account without failures elsewhere is not affected', async () => {
    const account = newAccount();
    await request(a.http).post('/api/auth/register').send(account).expect(201);
    await request(b.http).post('/api/auth/register').send(account).expect(201);
    await request(b.http)
      .post('/api/auth/login')
      .send({ email: account.email, password: account.password })
      .expect(200);
  });
});
