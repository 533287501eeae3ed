import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, registerThroughUi } from './support/browser';

/**
 * '/' is the landing page for a visitor and the dashboard for a member. The session check starts
 * before the app's script has loaded (public/boot.js), so a member on a browser that has never seen
 * them (nothing in its storage, only the session cookie) gets the dashboard without the landing page
 * painted first; and a visitor's landing page still paints without waiting for that check.
 */

/** Records, from before the page's own scripts run, whether the landing page's hero was ever in the DOM. */
async function watchForLanding(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = window as unknown as { sawLanding: boolean };
    record.sawLanding = false;
    new MutationObserver(() => {
      if (document.getElementById('hero-title')) record.sawLanding = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

const sawLanding = (page: Page) =>
  page.evaluate(() => (window as unknown as { sawLanding: boolean }).sawLanding);

describe('the first page in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a signed-in member on a fresh browser gets the dashboard, never the landing page first', async () => {
    const first = await newPage(browser);
    await registerThroughUi(first.page);
    const cookies = await first.context.cookies();
    await first.context.close();

    // A fresh browser: the session cookie only, no storage from an earlier visit.
    const { context, page } = await newPage(browser);
    await context.addCookies(cookies);
    await watchForLanding(context);
    // The app's script arrives a little late, as a 120 KB script does on a real network next to the
    // 1 KB session answer; before the fix the app only then asked who was there, showing the landing
    // page meanwhile.
    await context.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const sessionChecks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/session') sessionChecks.push(request.url());
    });

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'My Projects' }).waitFor();
    expect(await sawLanding(page)).toBe(false);
    // One session check (the early one), not a second from the app.
    expect(sessionChecks).toHaveLength(1);
    // The browser now remembers the member: the next visit starts loading the dashboard at once.
    await expect(page.evaluate(() => localStorage.getItem('business-builder-signed-in'))).resolves.toBe(
      'true',
    );
    await context.close();
  });

  it("a visitor's landing page paints while the session check is still running", async () => {
    const { context, page } = await newPage(browser);
    let answeredAt: number | null = null;
    await context.route('**/api/auth/session', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue();
      answeredAt = Date.now();
    });

    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/session',
      {
        timeout: 15_000,
      },
    );
    await page.goto(baseUrl());
    await page.locator('#hero-title').waitFor({ timeout: 3_500 });
    expect(answeredAt).toBeNull();
    // Once the answer (a visitor) is in, the landing page stays.
    await answer;
    await page.waitForTimeout(300);
    await expect(page.locator('#hero-title').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'My Projects' }).count()).resolves.toBe(0);
    await context.close();
  });
});
