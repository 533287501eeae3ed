import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, registerThroughUi, screenshot } from './support/browser';

describe('foundation in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('registers, shows the avatar initials, logs out and logs back in', async () => {
    const { context, page } = await newPage(browser);
    const account = await registerThroughUi(page);
    const avatar = page.getByRole('button', { name: /user menu/i });
    await expect(avatar.textContent()).resolves.toContain('GH');
    await screenshot(page, 'foundation-signed-in');

    await avatar.click();
    await expect(page.getByText(account.email).isVisible()).resolves.toBe(true);
    await page.getByRole('menuitem', { name: /log out/i }).click();
    await page
      .getByRole('link', { name: /sign in/i })
      .first()
      .waitFor();

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.getByRole('button', { name: /user menu/i }).waitFor();
    await context.close();
  });

  it('keeps the chosen theme across a reload', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/about');
    // The menu loads when the pointer comes over its stand-in; a press while it is still loading
    // can be lost (noted in the issue), so the test points at it first, as a person's mouse does.
    await page.getByRole('button', { name: /theme/i }).first().hover();
    await page.locator('button[aria-haspopup="menu"][aria-label="Change theme"]').first().waitFor();
    await page.getByRole('button', { name: /theme/i }).first().click();
    await page.getByRole('menuitemradio', { name: /dark/i }).click();
    await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(
      true,
    );
    await page.reload();
    await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(
      true,
    );
    await expect(page.evaluate(() => localStorage.getItem('business-builder-theme'))).resolves.toBe('dark');
    await screenshot(page, 'foundation-about-dark');
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no-such-page-here');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await context.close();
  });

  it('asks a signed-out visitor of /dashboard to sign in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/dashboard');
    await page.getByText('Authentication Required').waitFor();
    await page.getByText('You need to be signed in to access this page.').waitFor();
    await expect(page.getByRole('link', { name: /sign in/i }).count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'foundation-auth-required');
    await context.close();
  });
});
