import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: browser tests run through test/browser-global-setup.ts');
  return url;
};

/** Debian's Chromium, never a browser a tool downloads. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export async function newPage(
  browser: Browser,
  options: { colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: 1280, height: 860 },
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot of a page (whole) or of one element under screenshots/ (git-ignored) for a person to look at. */
export async function screenshot(target: Page | Locator, name: string): Promise<void> {
  const dir = join(__dirname, '..', '..', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path, fullPage: true });
  else await target.screenshot({ path });
}

let n = 0;
export function uniqueAccount() {
  n += 1;
  const id = `${Date.now().toString(36)}${n}`;
  return {
    username: `e2e_${id}`.slice(0, 20),
    email: `e2e.${id}@example.com`,
    password: 'Passw0rdOk',
    firstName: 'Grace',
    lastName: 'Hopper',
  };
}

/** Registers through the UI and lands signed in on the dashboard. */
export async function registerThroughUi(page: Page, account = uniqueAccount()) {
  await page.goto('/register');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByLabel('First Name').fill(account.firstName);
  await page.getByLabel('Last Name').fill(account.lastName);
  await page.getByRole('button', { name: /create account/i }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return account;
}

/**
 * Starts the account's one 7-day Pro trial (new accounts are on Free), with the page's own fetch:
 * same origin, the session cookie. Navigate afterwards: the app's cached plan is not refreshed.
 */
export async function startProTrial(page: Page): Promise<void> {
  const answer = await page.evaluate(async () => {
    const res = await fetch('/api/start-trial', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{}',
    });
    return { status: res.status, body: await res.text() };
  });
  if (answer.status !== 201) throw new Error(`start-trial answered ${answer.status}: ${answer.body}`);
}
