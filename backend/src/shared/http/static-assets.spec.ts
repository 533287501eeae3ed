import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { acceptedEncodings, IMMUTABLE, resolveInside, REVALIDATE, staticAssets } from './static-assets';

const script = 'console.log("hello");'.repeat(200);

function builtApp() {
  const root = mkdtempSync(join(tmpdir(), 'bb-static-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(root, 'assets', 'main-abc123.js'), script);
  writeFileSync(join(root, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'assets', 'main-abc123.js.gz'), gzipSync(script));
  const serve = staticAssets(root);
  // What the routes answer when the assets pass a request on.
  return createServer((req, res) => {
    if (!serve(req, res)) res.writeHead(418).end('next');
  });
}

describe('the static assets of the built app', () => {
  const app = builtApp();

  it('sends the precompressed brotli file, cached for a year as immutable', async () => {
    const res = await request(app)
      .get('/assets/main-abc123.js')
      .set('Accept-Encoding', 'gzip, br')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(Number(res.headers['content-length'])).toBeLessThan(script.length / 10);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await request(app).get('/assets/main-abc123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    // (the test client unzips it)
    expect(gz.text).toBe(script);
    const plain = await request(app)
      .get('/assets/main-abc123.js')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('revalidates index.html, answers app routes with it and robots.txt as text', async () => {
    const home = await request(app).get('/').expect(200);
    expect(home.headers['cache-control']).toBe(REVALIDATE);
    expect(home.text).toContain('id="root"');
    const route = await request(app).get('/wizard/p1').expect(200);
    expect(route.text).toContain('id="root"');
    const robots = await request(app).get('/robots.txt').expect(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text).toBe('User-agent: *\n');
  });

  it('answers 304 to a matching ETag, 404 to a missing file, and leaves /api and other methods alone', async () => {
    const first = await request(app).get('/robots.txt').expect(200);
    await request(app).get('/robots.txt').set('If-None-Match', String(first.headers['etag'])).expect(304);
    await request(app).get('/assets/missing-123.js').expect(404);
    await request(app).get('/favicon.ico').expect(404);
    await request(app).get('/api/health').expect(418);
    await request(app).post('/').expect(418);
    await request(app)
      .get('/%2e%2e/%2e%2e/etc/passwd')
      .expect((res) => expect(res.status).not.toBe(200));
  });

  it('reads Accept-Encoding with q-values and keeps paths inside the root', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(resolveInside('/srv/app', '/assets/a.js')).toBe('/srv/app/assets/a.js');
    expect(resolveInside('/srv/app', '/../secret')).toBeNull();
    expect(resolveInside('/srv/app', '/%2e%2e/secret')).toBeNull();
  });
});
