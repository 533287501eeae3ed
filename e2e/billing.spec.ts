import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, registerThroughUi, screenshot } from './support/browser';

/**
 * Plans and the account in the browser, against the built app in demo billing: a new account is on
 * Free and finds Quick Generate locked on the wizard's step 1, tries Pro free from the pricing page
 * and finds it unlocked, subscribes to Pro (demo, no card), then cancels and sees 'Cancelling at
 * period end'. The trial is offered on the dashboard, the pricing page and Manage Subscription,
 * once per account.
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
  const tryPro = (scope: Page | Locator) => scope.getByRole('button', { name: /Try Pro free for 7 days/ });
  const banner = (page: Page) => page.getByRole('region', { name: 'Your plan' });

  it('Free locks Quick Generate; the Pro trial started on /pricing unlocks it; Pro in demo mode; cancel', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page);
    await banner(page).getByText('Free plan', { exact: true }).waitFor();

    const projectId = await newProject(page);
    await page.goto(`/wizard/${projectId}`);
    await page.getByRole('heading', { name: 'Premium Feature' }).waitFor();
    await screenshot(page, 'billing-wizard-locked-light');

    // From the lock to the pricing page and back, without a reload: the lock reads the new plan.
    await page.getByRole('link', { name: 'Upgrade to unlock' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.getByTestId('plan-card-free').getByRole('button', { name: 'Your current plan' }).waitFor();
    const proCard = page.getByTestId('plan-card-pro');
    await tryPro(proCard).waitFor();
    await proCard.getByRole('button', { name: /Choose Pro/ }).waitFor();
    expect(await page.getByText('7-day free trial').count()).toBe(1);
    await screenshot(page, 'billing-pricing-light');
    await tryPro(proCard).click();
    await toast(page, 'Trial started')
      .getByText(/You have Pro until/)
      .waitFor();
    await proCard.getByRole('button', { name: /Keep Pro after your trial/ }).waitFor();
    expect(await tryPro(page).count()).toBe(0);
    expect(await page.getByText('7-day free trial').count()).toBe(1);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/wizard/${projectId}`);
    await page.getByRole('heading', { name: 'Quick Generate' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Premium Feature' }).count()).toBe(0);
    await screenshot(page, 'billing-wizard-unlocked-light');

    await page.goto('/manage-subscription');
    await page
      .getByText(/Trial: \d+ days? left/)
      .first()
      .waitFor();
    expect(await tryPro(page).count()).toBe(0);
    await screenshot(page, 'billing-manage-trial-light');

    // Keep Pro: subscribe in demo mode during the trial.
    await page.goto('/pricing');
    await page
      .getByTestId('plan-card-pro')
      .getByRole('button', { name: /Keep Pro after your trial/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/subscribe' && url.searchParams.get('tier') === 'pro');
    await page.getByText('Demo mode: no card is charged').waitFor();
    await screenshot(page, 'billing-subscribe-light');
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.waitForURL((url) => url.pathname === '/account' && url.searchParams.get('success') === 'true');
    await page.getByText('Subscription confirmed').waitFor();
    await page.getByText('Pro plan', { exact: true }).first().waitFor();
    await screenshot(page, 'billing-account-light');

    await page.goto('/manage-subscription');
    await page.getByText('Renews', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await toast(page, 'Subscription Cancelled').waitFor();
    await page.getByText('Cancelling at period end').waitFor();
    expect(await page.getByText('Renews', { exact: true }).count()).toBe(0);
    await screenshot(page, 'billing-manage-cancelling-light');
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'offers the trial on the dashboard, /pricing and Manage Subscription (%s); once per account',
    async (colorScheme) => {
      const { context, page } = await newPage(browser, { colorScheme });
      await registerThroughUi(page);
      await tryPro(banner(page)).waitFor();
      await banner(page)
        .getByRole('link', { name: /Upgrade Plan/ })
        .waitFor();
      await screenshot(page, `billing-trial-dashboard-${colorScheme}`);
      await page.goto('/pricing');
      await tryPro(page.getByTestId('plan-card-pro')).waitFor();
      await screenshot(page, `billing-trial-pricing-${colorScheme}`);
      await page.goto('/manage-subscription');
      await page.getByText('You are on the Free plan.').waitFor();
      await tryPro(page).waitFor();
      await screenshot(page, `billing-trial-manage-${colorScheme}`);
      if (colorScheme === 'dark') return void (await context.close());

      // Started from the dashboard's banner: the banner turns Pro with the days left.
      await page.getByRole('link', { name: 'My Projects' }).first().click();
      await tryPro(banner(page)).click();
      await toast(page, 'Trial started').waitFor();
      await banner(page).getByText('Pro plan', { exact: true }).waitFor();
      await banner(page)
        .getByText(/Trial: \d+ days? left/)
        .waitFor();
      expect(await tryPro(page).count()).toBe(0);
      await screenshot(page, 'billing-trial-dashboard-started-light');

      // Ending it early (Free) does not bring the offer back, and the server refuses a second one.
      await page.goto('/manage-subscription');
      await page
        .getByTestId('change-to-free')
        .getByRole('button', { name: /Downgrade to Free/ })
        .click();
      await page.getByRole('dialog').getByText('A trial cannot be restarted', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Move to Free' }).click();
      await toast(page, 'Subscription Updated').waitFor();
      await page.getByText('You are on the Free plan.').waitFor();
      expect(await tryPro(page).count()).toBe(0);
      await page.goto('/pricing');
      await page
        .getByTestId('plan-card-pro')
        .getByRole('button', { name: /Choose Pro/ })
        .waitFor();
      expect(await tryPro(page).count()).toBe(0);
      const again = await page.evaluate(async () => {
        const res = await fetch('/api/start-trial', { method: 'POST', credentials: 'same-origin' });
        return { status: res.status, body: (await res.json()) as { code?: string } };
      });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('TrialAlreadyUsed');
      await context.close();
    },
  );

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

    // A new email needs the current password (issue 17 item 13).
    await page.getByLabel('Email').fill(`moved.${account.email}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Enter your current password to change your email').waitFor();
    await page.getByLabel('Current Password').fill(account.password);
    await screenshot(page, 'account-email-change-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'account-email-change-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByLabel('Current Password').waitFor({ state: 'detached' });
    expect((await (await page.request.get('/api/auth/me')).json()).email).toBe(`moved.${account.email}`);

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
