import request from 'supertest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

jest.setTimeout(120_000);

/** Issue 17 item 9: the CSP fits the deployment and allows no inline script. */
describe('Content-Security-Policy', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  async function policy(env: Record<string, string>): Promise<string> {
    const t = await createTestApp(env);
    apps.push(t);
    const res = await request(t.http).get('/api/health').expect(200);
    return String(res.headers['content-security-policy']);
  }

  it('asks browsers to upgrade to https only when the app is served over https, and never allows inline scripts', async () => {
    const plain = await policy({ APP_ORIGIN: 'http://192.168.1.20:3000' });
    expect(plain).not.toContain('upgrade-insecure-requests');
    const secure = await policy({ APP_ORIGIN: 'https://builder.example.com' });
    expect(secure).toContain('upgrade-insecure-requests');
    for (const csp of [plain, secure]) {
      const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
    }
  });
});
