import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, registerThroughUi, screenshot } from './support/browser';

/**
 * Plans and the account in the browser, against the built app in demo billing: a new account is on
 * the Pro trial, chooses Free and finds Quick Generate locked on the wizard's step 1, subscribes to
 * Pro (demo, no card) and finds it unlocked, then cancels and sees 'Cancelling at period end'.
 */
jest.setTimeout(120_000);

describe('billing in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  /** A project of the signed-in user, made through the API with the page's session. */
  async function newProject(page: Page): Promise<string> {
    const res = await page.request.post('/api/projects', { data: { title: 'Browser bakery' } });
    if (!res.ok()) throw new Error(`Could not create a project: ${res.status()}`);
    return ((await res.json()) as { id: string }).id;
  }
  /** An open toast with this title (one shows at a time). */
  const toast = (page: Page, title: string) =>
    page.locator('li[data-state="open"]').filter({ hasText: title }).first();

  it('trial -> Free locks Quick Generate; Pro in demo mode unlocks it; cancel shows Cancelling at period end', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page);

    await page.goto('/manage-subscription');
    await page
      .getByText(/Trial: \d+ days? left/)
      .first()
      .waitFor();
    await screenshot(page, 'billing-manage-trial-light');
    await page
      .getByTestId('change-to-free')
      .getByRole('button', { name: /Downgrade to Free/ })
      .click();
    await page.getByRole('dialog').getByText('Your free trial of Pro ends now', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Move to Free' }).click();
    await toast(page, 'Subscription Updated').waitFor();
    await page.getByText('Free plan', { exact: true }).first().waitFor();

    const projectId = await newProject(page);
    await page.goto(`/wizard/${projectId}`);
    await page.getByRole('heading', { name: 'Premium Feature' }).waitFor();
    await screenshot(page, 'billing-wizard-locked-light');

    await page.goto('/pricing');
    await page.getByTestId('plan-card-free').getByRole('button', { name: 'Your current plan' }).waitFor();
    await screenshot(page, 'billing-pricing-light');
    await page
      .getByTestId('plan-card-pro')
      .getByRole('button', { name: /Choose Pro/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/subscribe' && url.searchParams.get('tier') === 'pro');
    await page.getByText('Demo mode: no card is charged').waitFor();
    await screenshot(page, 'billing-subscribe-light');
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.waitForURL((url) => url.pathname === '/account' && url.searchParams.get('success') === 'true');
    await page.getByText('Subscription confirmed').waitFor();
    await page.getByText('Pro plan', { exact: true }).first().waitFor();
    await screenshot(page, 'billing-account-light');

    await page.goto(`/wizard/${projectId}`);
    await page.getByRole('heading', { name: 'Quick Generate' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Premium Feature' }).count()).toBe(0);
    await screenshot(page, 'billing-wizard-unlocked-light');

    await page.goto('/manage-subscription');
    await page.getByText('Renews', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await toast(page, 'Subscription Cancelled').waitFor();
    await page.getByText('Cancelling at period end').first().waitFor();
    expect(await page.getByText('Renews', { exact: true }).count()).toBe(0);
    await screenshot(page, 'billing-manage-cancelling-light');
    await context.close();
  });

  it('signed out: choosing a plan goes to /login, and /subscribe says to sign in and goes to /login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/pricing');
    await page.getByText('7-day free trial').first().waitFor();
    await page
      .getByTestId('plan-card-starter')
      .getByRole('button', { name: /Choose Starter/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/subscribe?tier=starter');
    await page.getByText('Please sign in to subscribe.').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('account: profile saved, password changed, account deleted and signed out', async () => {
    const { context, page } = await newPage(browser);
    const account = await registerThroughUi(page);
    await page.goto('/account');
    await page.getByLabel('First Name').fill('Ada');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated').waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Email').fill(account.email);

    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current Password').fill('Wrong-passw0rd');
    await dialog.getByLabel('New Password', { exact: true }).fill('Better-passw0rd');
    await dialog.getByLabel('Confirm New Password').fill('Better-passw0rd');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByText('Current password is incorrect').waitFor();
    await dialog.getByLabel('Current Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await toast(page, 'Password changed').waitFor();

    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill('Better-passw0rd');
    await screenshot(page, 'billing-account-delete-dialog-light');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByRole('link', { name: /sign in/i })
      .first()
      .waitFor();
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
    await context.close();
  });

  it('looks right in dark mode', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'dark' });
    await page.goto('/pricing');
    await page.getByTestId('plan-card-pro').waitFor();
    await screenshot(page, 'billing-pricing-dark');
    await registerThroughUi(page);
    await page.goto('/subscribe?tier=starter');
    await page.getByText('Demo mode: no card is charged').waitFor();
    await screenshot(page, 'billing-subscribe-dark');
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByText('Subscription confirmed').waitFor();
    await page.getByText('Starter plan', { exact: true }).first().waitFor();
    await screenshot(page, 'billing-account-dark');
    await page.goto('/manage-subscription');
    await page.getByText('Renews', { exact: true }).waitFor();
    await screenshot(page, 'billing-manage-dark');
    await context.close();
  });
});
