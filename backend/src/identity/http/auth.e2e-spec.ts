import { createHmac } from 'node:crypto';
import request from 'supertest';
import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';

describe('auth API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers, answers me from the cookie, logs out and logs back in', async () => {
    const agent = t.agent();
    const account = newAccount();
    const reg = await agent.post('/api/auth/register').send(account).expect(201);
    expect(reg.body.user).toMatchObject({
      email: account.email,
      firstName: 'Ada',
      role: 'user',
      subscriptionTier: 'free',
    }); // the trial is opt-in
    expect(reg.headers['set-cookie']?.[0]).toMatch(/bb_session=.*HttpOnly.*SameSite=Lax/i);

    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body.username).toBe(account.username);

    await agent.post('/api/auth/logout').send({}).expect(204);
    await agent.get('/api/auth/me').expect(401);

    const login = await agent
      .post('/api/auth/login')
      .send({ email: account.email.toUpperCase(), password: account.password })
      .expect(200);
    expect(login.body.user.id).toBe(reg.body.user.id);
    await agent.get('/api/auth/me').expect(200);
  });

  it('refuses a session cookie that is missing, forged, tampered with, unsigned or expired', async () => {
    const agent = t.agent();
    const reg = await agent.post('/api/auth/register').send(newAccount()).expect(201);
    const token = /bb_session=([^;]+)/.exec(reg.headers['set-cookie']?.[0] ?? '')![1]!;
    const [header, payload] = token.split('.') as [string, string, string];
    const b64 = (value: object | string) =>
      Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
    const sign = (h: string, p: string, secret: string) =>
      createHmac('sha256', secret).update(`${h}.${p}`).digest('base64url');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const secret = t.config.jwtSecret;
    const now = Math.floor(Date.now() / 1000);
    const expired = b64({ ...claims, iat: now - 100, exp: now - 10 });
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const refused = {
      forged: `${header}.${payload}.${sign(header, payload, 'not-the-secret')}`,
      tampered: `${header}.${b64({ ...claims, sv: 99 })}.${token.split('.')[2]}`,
      unsigned,
      expired: `${header}.${expired}.${sign(header, expired, secret)}`,
      garbage: 'not-a-jwt',
    };
    await request(t.http).get('/api/auth/me').set('Cookie', `bb_session=${token}`).expect(200);
    await request(t.http).get('/api/auth/me').expect(401);
    for (const [what, bad] of Object.entries(refused)) {
      const res = await request(t.http).get('/api/auth/me').set('Cookie', `bb_session=${bad}`);
      expect({ what, status: res.status, message: res.body.message }).toEqual({
        what,
        status: 401,
        message: 'Authentication required',
      });
    }
  });

  it('answers 400 with per-field details for bad registrations', async () => {
    const res = await request(t.http)
      .post('/api/auth/register')
      .send({ ...newAccount(), username: 'a!', password: 'short', confirmPassword: 'other', email: 'nope' })
      .expect(400);
    expect(res.body.message).toBe('Validation failed');
    expect(res.body.details).toMatchObject({
      username: expect.any(String),
      email: 'Please enter a valid email address',
      password: expect.any(String),
    });
  });

  it('refuses a wrong password with 401 and the same message as an unknown email', async () => {
    const account = newAccount();
    await request(t.http).post('/api/auth/register').send(account).expect(201);
    const wrong = await request(t.http)
      .post('/api/auth/login')
      .send({ email: account.email, password: 'Wrong1234' })
      .expect(401);
    const unknown = await request(t.http)
      .post('/api/auth/login')
      .send({ email: 'nobody@example.com', password: 'Wrong1234' })
      .expect(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('creates exactly one user from 20 parallel registrations with one email', async () => {
    const email = `race.${Date.now()}@example.com`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(t.http)
          .post('/api/auth/register')
          .send(newAccount({ email, username: `racer_${i}_${Date.now() % 100000}` })),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const rows = await t.running.database.knex('rm_users').whereRaw('lower(email) = ?', [email]);
    expect(rows).toHaveLength(1);
  });

  it('rate-limits failed sign-ins per account', async () => {
    const account = newAccount();
    await request(t.http).post('/api/auth/register').send(account).expect(201);
    for (let i = 0; i < 5; i++) {
      await request(t.http)
        .post('/api/auth/login')
        .send({ email: account.email, password: 'Wrong1234' })
        .expect(401);
    }
    await request(t.http)
      .post('/api/auth/login')
      .send({ email: account.email, password: account.password })
      .expect(429);
  });

  it('rejects state-changing requests that are not JSON or come from another origin', async () => {
    await request(t.http)
      .post('/api/auth/login')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('email=a&password=b')
      .expect(415);
    await request(t.http)
      .post('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .send({ email: 'a@b.co', password: 'x' })
      .expect(403);
  });

  it('lets the first admin be set up once, even under concurrent calls', async () => {
    const admin = () => ({ ...newAccount(), password: 'Adm1n!Password', confirmPassword: 'Adm1n!Password' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => request(t.http).post('/api/auth/setup-admin').send(admin())),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const exists = await request(t.http).get('/api/auth/admin-exists').expect(200);
    expect(exists.body.adminExists).toBe(true);
  });

  it('updates the profile and keeps email unique', async () => {
    const a = t.agent();
    const accountA = newAccount();
    const accountB = newAccount();
    await a.post('/api/auth/register').send(accountA).expect(201);
    await request(t.http).post('/api/auth/register').send(accountB).expect(201);
    const profile = {
      firstName: 'Grace',
      lastName: 'Hopper',
      username: accountA.username,
      email: accountA.email,
    };
    const updated = await a.put('/api/auth/profile').send(profile).expect(200);
    expect(updated.body.user.firstName).toBe('Grace');
    const clash = await a
      .put('/api/auth/profile')
      .send({ ...profile, email: accountB.email, currentPassword: accountA.password })
      .expect(409);
    expect(clash.body.details.email).toBe('Email is already registered');
  });

  it('signs out other sessions when the password changes', async () => {
    const account = newAccount();
    const first = t.agent();
    const second = t.agent();
    await first.post('/api/auth/register').send(account).expect(201);
    await second
      .post('/api/auth/login')
      .send({ email: account.email, password: account.password })
      .expect(200);
    await first
      .post('/api/auth/change-password')
      .send({ currentPassword: account.password, newPassword: 'N3wPassword', confirmPassword: 'N3wPassword' })
      .expect(200);
    await first.get('/api/auth/me').expect(200);
    await second.get('/api/auth/me').expect(401);
  });

  it('records every action as an event with metadata', async () => {
    const account = newAccount();
    const reg = await request(t.http)
      .post('/api/auth/register')
      .set('x-request-id', 'req-123')
      .send(account)
      .expect(201);
    const events = await t.running.database.knex('events').where({ stream_id: `user-${reg.body.user.id}` });
    expect(events).toHaveLength(1);
    expect(events[0].event_type).toBe('identity.user-registered');
    expect(events[0].metadata).toMatchObject({ userId: reg.body.user.id, requestId: 'req-123' });
    expect(JSON.stringify(events[0].data)).not.toContain(account.email);
  });
});
