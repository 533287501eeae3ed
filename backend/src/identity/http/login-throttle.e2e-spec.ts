import request from 'supertest';
import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';

/**
 * Issue 17 item 6: wrong passwords from one client must not lock the real owner out; the client
 * is the socket's address, or X-Forwarded-For only from a proxy named in TRUST_PROXY.
 */
describe('sign-in throttling by account and client, with backoff', () => {
  let proxied: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    [proxied, direct] = await Promise.all([createTestApp({ TRUST_PROXY: 'loopback' }), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([proxied?.close(), direct?.close()]);
  });

  const login = (t: TestApp, body: { email: string; password: string }, from?: string) => {
    const req = request(t.http).post('/api/auth/login');
    if (from) void req.set('X-Forwarded-For', from);
    return req.send(body);
  };

  it("five wrong passwords from one client do not lock out the owner's right password from another", async () => {
    const account = newAccount();
    await request(proxied.http).post('/api/auth/register').send(account).expect(201);
    const wrong = { email: account.email, password: 'Wrong1234' };
    const right = { email: account.email, password: account.password };
    for (let i = 0; i < 5; i++) await login(proxied, wrong, '203.0.113.7').expect(401);
    const held = await login(proxied, right, '203.0.113.7').expect(429);
    expect(held.body.message).toMatch(/wait \d+ seconds/);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    await login(proxied, right, '198.51.100.2').expect(200);
  });

  it('a held client gets its try back after the backoff (5 s), the right password then signs in', async () => {
    const account = newAccount();
    await request(proxied.http).post('/api/auth/register').send(account).expect(201);
    const wrong = { email: account.email, password: 'Wrong1234' };
    for (let i = 0; i < 5; i++) await login(proxied, wrong, '203.0.113.8').expect(401);
    await login(proxied, { email: account.email, password: account.password }, '203.0.113.8').expect(429);
    await new Promise((resolve) => setTimeout(resolve, 5_200));
    await login(proxied, { email: account.email, password: account.password }, '203.0.113.8').expect(200);
  });

  it('X-Forwarded-For is ignored without TRUST_PROXY: naming another address does not escape the limit', async () => {
    const account = newAccount();
    await request(direct.http).post('/api/auth/register').send(account).expect(201);
    const wrong = { email: account.email, password: 'Wrong1234' };
    for (let i = 0; i < 5; i++) await login(direct, wrong, `203.0.113.${i + 20}`).expect(401);
    await login(direct, { email: account.email, password: account.password }, '198.51.100.99').expect(429);
  });

  it('loopback is not exempt: 20 failures over any accounts hold the client', async () => {
    // This app's client (127.0.0.1) already failed 5 times above; the 20th failure holds it.
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await login(direct, { email: `nobody${i}@example.com`, password: 'Wrong1234' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 15)).toEqual(Array.from({ length: 15 }, () => 401));
    expect(statuses.at(-1)).toBe(429);
    await login(direct, { email: 'someone.else@example.com', password: 'Wrong1234' }).expect(429);
  });
});
