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

  // Issue 17 item 13: a body the server would misread or cannot decode is refused as such.
  it.each([
    ['ISO-8859-1', 'application/json; charset=iso-8859-1', {}],
    ['UTF-16', 'application/json; charset=utf-16', {}],
    ['an unknown charset', 'application/json; charset=klingon', {}],
    ['gzip', 'application/json', { 'Content-Encoding': 'gzip' }],
    ['brotli', 'application/json', { 'Content-Encoding': 'br' }],
    ['compress', 'application/json', { 'Content-Encoding': 'compress' }],
    ['an unknown encoding', 'application/json', { 'Content-Encoding': 'x-rot13' }],
  ])('answers 415 with a clear message for a body in %s', async (_label, type, headers) => {
    const res = await request(t.http)
      .post('/api/auth/login')
      .set('Content-Type', type)
      .set(headers)
      .send('{"email":"a@b.co","password":"x"}');
    expect([res.status, res.body.error]).toEqual([415, 'Unsupported Media Type']);
    expect(res.body.message).toMatch(
      /^(Send the request body as UTF-8 JSON|Content-Encoding .+ is not supported)/,
    );
  });

  it('still takes UTF-8 JSON, with or without the charset, uncompressed', async () => {
    const body = '{"email":"nobody@example.com","password":"Passw0rdOk"}';
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=UTF-8',
    ]) {
      await request(t.http).post('/api/auth/login').set('Content-Type', type).send(body).expect(401);
    }
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
