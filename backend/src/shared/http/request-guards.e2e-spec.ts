import request from 'supertest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

describe('request guards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers 400 with a clear message for a body that is not valid JSON', async () => {
    const res = await request(t.http)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body is not valid JSON',
    });
  });

  it('answers 413 for a body over the size limit', async () => {
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(3 * 1024 * 1024) });
    await request(t.http)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(big)
      .expect(413);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await request(t.http).get('/api/no-such-thing').expect(404);
    expect(res.body.statusCode).toBe(404);
  });

  it('sends security headers and a request id', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toMatch(/[\w-]+/);
  });
});
