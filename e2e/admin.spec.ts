import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, registerThroughUi, screenshot } from './support/browser';

/**
 * The admin dashboard end to end. The browser suite shares one server and database, and only the
 * first admin can be created through /admin-setup, so this file creates it and keeps its
 * credentials for its own tests.
 */
const ADMIN = {
  firstName: 'Ada',
  lastName: 'Admin',
  username: 'e2e_first_admin',
  email: 'e2e.first.admin@example.com',
  password: 'Adm1n!Passw0rd#',
};

jest.setTimeout(120_000);

/** Steps 1 and 2 done, so the project may stand at step 3. */
const stepsOneAndTwo = {
  ideaGeneration: {
    selectedIdea: {
      businessIdea: 'A bakery that bakes to order through a chat bot',
      description: 'Customers order fresh bread by chat; the bakery bakes only what was ordered.',
      targetAudience: 'Neighbourhood bakeries',
      potentialRevenue: '$5K-10K/month',
      keyFeatures: ['Chat ordering', 'Pickup slots'],
      industry: 'technology',
    },
  },
  businessDefinition: {
    missionStatement: 'Fresh bread without waste.',
    valueProposition: 'Order by chat, pick up warm.',
    businessModel: 'Monthly subscription per bakery.',
    competitiveAdvantage: 'Made for small bakeries.',
  },
};

async function signInAsAdmin(page: Page): Promise<void> {
  const exists = (await (await page.request.get('/api/auth/admin-exists')).json()) as {
    adminExists: boolean;
  };
  if (!exists.adminExists) {
    await page.goto('/admin-setup');
    await page.getByLabel('First Name').fill(ADMIN.firstName);
    await page.getByLabel('Last Name').fill(ADMIN.lastName);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Confirm Password').fill(ADMIN.password);
    await page.getByRole('button', { name: /create admin account/i }).click();
    await page.getByText('Setup Complete!').waitFor();
    return;
  }
  // created by an earlier test of this file: sign in with the same account
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.getByRole('button', { name: /user menu/i }).waitFor();
}

/** A request from the page itself (same origin, with the session cookie), as the app sends it. */
function appFetch(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.text()) || null };
    },
    { method, url, body },
  );
}

/** The New York calendar day, as the server picks the idea of the day. */
function newYorkToday(): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

describe('admin dashboard in the browser', () => {
  let browser: Browser;
  let adminContext: BrowserContext;
  let admin: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context: adminContext, page: admin } = await newPage(browser));
    await signInAsAdmin(admin);
  });
  afterAll(async () => {
    await adminContext.close();
    await browser.close();
  });

  it('resolves a feedback item submitted by a user, and the user sees the response', async () => {
    const { context: userContext, page: user } = await newPage(browser);
    await registerThroughUi(user);
    // a project, so the Project Overview has a row with a progress bar
    const project = await user.request.post('/api/projects', { data: {} });
    expect(project.status()).toBe(201);
    const { id: projectId } = (await project.json()) as { id: string };
    const saved = await user.request.patch(`/api/projects/${projectId}`, {
      data: { title: 'Bakery Bot', currentStep: 3, stepData: stepsOneAndTwo },
    });
    expect(saved.status()).toBe(200);

    const title = `Export button overlaps ${Date.now().toString(36)}`;
    await user.goto('/feedback?page=/wizard');
    await user.getByRole('button', { name: /Bug Reports/ }).click();
    await expect(user.getByLabel('Page (optional)').inputValue()).resolves.toBe('/wizard');
    await user.getByLabel('Title').fill(title);
    await user.getByLabel('Description').fill('On the export step the button covers the last card.');
    await user.getByLabel('4 stars').check({ force: true });
    await user.getByRole('button', { name: 'Submit Feedback' }).click();
    await user.getByText('Feedback Submitted').first().waitFor();
    const item = user.getByRole('listitem').filter({ hasText: title });
    await item.getByText('Under Review').waitFor();

    // the admin reviews it
    await admin.goto('/admin');
    await admin.getByText('System Health').waitFor();
    await admin.getByText('Healthy').waitFor();
    await admin.getByRole('tab', { name: /Feedback Review/ }).click();
    const row = admin.getByRole('row').filter({ hasText: title });
    await row.getByText('Pending').waitFor();
    await expect(row.textContent()).resolves.toContain('4/5');
    await row.getByRole('button', { name: /Mark Resolved/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Mark feedback as resolved' });
    await dialog.getByLabel(/Notes for the user/).fill('Fixed in today’s release, thank you!');
    await screenshot(admin, 'admin-review-feedback-dialog');
    await dialog.getByRole('button', { name: 'Mark Resolved' }).click();
    await admin.getByText('Feedback updated successfully').first().waitFor();
    await row.getByText('Resolved', { exact: true }).waitFor();
    await row.getByRole('button', { name: /Reopen/ }).waitFor();
    await screenshot(admin, 'admin-feedback-light');

    // the user sees the answer
    await user.reload();
    await item.getByText('Resolved', { exact: true }).waitFor();
    await item.getByText('Response from our team').waitFor();
    await item.getByText('Fixed in today’s release, thank you!').waitFor();
    await screenshot(user, 'feedback-resolved-light');

    // the project is in the overview with its progress
    await admin.getByRole('tab', { name: /Project Overview/ }).click();
    const projectRow = admin.getByRole('row').filter({ hasText: 'Bakery Bot' });
    await projectRow.getByText('3/8').waitFor();
    await projectRow.getByRole('progressbar').waitFor();
    await screenshot(admin, 'admin-projects-light');
    await userContext.close();
  });

  it('creates an idea for today, and the landing page shows it to a visitor', async () => {
    const title = `Neighbourhood Tool Library ${Date.now().toString(36)}`;
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: /Ideas Management/ }).click();
    const create = admin.getByRole('button', { name: 'Create Idea' });
    await expect(create.isDisabled()).resolves.toBe(true);
    await expect(admin.getByLabel('Featured date').inputValue()).resolves.toBe(newYorkToday());
    await admin.getByLabel('Title').fill(title);
    await admin.getByLabel('Business idea').fill('A membership library of tools for a neighbourhood');
    await admin
      .getByLabel('Description')
      .fill('Members borrow drills, ladders and saws instead of buying them.');
    await admin.getByLabel('Target audience').fill('Homeowners and renters in dense neighbourhoods');
    await admin.getByLabel('Key features').fill('Online catalogue\n\n  \nPickup lockers\nDamage deposits\n');
    await admin.getByLabel('Potential revenue').fill('$8K-15K/month');
    await create.click();
    await admin.getByText('Idea created successfully').first().waitFor();
    // the form starts over, with today's date
    await expect(admin.getByLabel('Title').inputValue()).resolves.toBe('');
    await expect(admin.getByLabel('Featured date').inputValue()).resolves.toBe(newYorkToday());
    const listed = admin.getByRole('listitem').filter({ hasText: title });
    await listed.getByText('Today').waitFor();
    await listed.getByText('Active', { exact: true }).waitFor();
    await screenshot(admin, 'admin-ideas-light');

    const { context: visitorContext, page: visitor } = await newPage(browser);
    await visitor.goto('/');
    await visitor.getByRole('heading', { name: title }).waitFor();
    const card = visitor.locator('[aria-labelledby="idea-of-the-day-title"]');
    await card.getByText('Pickup lockers').waitFor();
    await screenshot(visitor, 'landing-admin-idea');
    await visitorContext.close();

    // the idea's key features were stored without the blank lines
    const ideas = await appFetch(admin, 'GET', '/api/admin/idea-of-the-day');
    const stored = (JSON.parse(ideas.body ?? '[]') as Array<{ title: string; keyFeatures: string[] }>).find(
      (idea) => idea.title === title,
    );
    expect(stored?.keyFeatures).toEqual(['Online catalogue', 'Pickup lockers', 'Damage deposits']);

    // turned off, today's idea falls back to the catalogue
    await listed.getByRole('switch').click();
    await admin.getByText('Idea updated successfully').first().waitFor();
    await listed.getByText('Inactive', { exact: true }).waitFor();
    const today = await appFetch(admin, 'GET', '/api/idea-of-the-day');
    expect(JSON.parse(today.body ?? '{}').title).not.toBe(title);

    // and deleted after a confirmation
    await listed.getByRole('button', { name: /Delete/ }).click();
    await admin
      .getByRole('dialog', { name: 'Delete this idea?' })
      .getByRole('button', { name: 'Delete Idea' })
      .click();
    await admin.getByText('Idea deleted successfully').first().waitFor();
    await listed.waitFor({ state: 'detached' });
  });

  it('keeps one active admin, creates another admin and changes roles', async () => {
    await admin.goto('/admin');
    const me = admin.getByRole('row').filter({ hasText: ADMIN.email });
    await me.getByRole('switch').click();
    // Their own account: it asks first.
    await admin
      .getByRole('dialog', { name: 'Deactivate your own account?' })
      .getByRole('button', { name: 'Deactivate my account' })
      .click();
    await admin.getByText('Failed to update user status').first().waitFor();
    await admin.getByText('At least one active admin must remain').first().waitFor();
    await expect(me.getByRole('switch').getAttribute('aria-checked')).resolves.toBe('true');

    // the admin account form, with the spec's messages
    await admin.getByRole('button', { name: 'Create Admin' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create an admin account' });
    const suffix = Date.now().toString(36).slice(-6);
    await dialog.getByLabel('First Name').fill('Grace');
    await dialog.getByLabel('Last Name').fill('Admin');
    await dialog.getByLabel('Username').fill('ab');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Password', { exact: true }).fill('Short1!');
    await dialog.getByLabel('Confirm Password').fill('Short1?');
    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    await dialog.getByText('Username must be at least 3 characters').waitFor();
    await dialog.getByText('Please enter a valid email address').waitFor();
    await dialog.getByText('Admin password must be at least 12 characters').waitFor();
    await dialog.getByText("Passwords don't match").waitFor();
    await screenshot(admin, 'admin-create-admin-dialog');
    await dialog.getByLabel('Username').fill(`second_${suffix}`);
    await dialog.getByLabel('Email').fill(`second.${suffix}@example.com`);
    await dialog.getByLabel('Password', { exact: true }).fill('Second!Admin2024');
    await dialog.getByLabel('Confirm Password').fill('Second!Admin2024');
    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    await admin.getByText('Admin account created').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // the new admin is listed; demote them to user through the dropdown
    const second = admin.getByRole('row').filter({ hasText: `second.${suffix}@example.com` });
    await second.getByRole('combobox').click();
    await admin.getByRole('option', { name: 'User' }).click();
    await admin.getByText('User role updated successfully').first().waitFor();
    await expect(second.getByRole('combobox').textContent()).resolves.toContain('User');
    // and deactivate them with the switch
    await second.getByRole('switch').click();
    await admin.getByText('User status updated successfully').first().waitFor();
    await second.getByText('Inactive').waitFor();
    await screenshot(admin, 'admin-users-light');
  });

  it('looks right in dark mode and on a phone', async () => {
    const state = await adminContext.storageState();
    for (const [name, options] of [
      ['dark', { colorScheme: 'dark' as const, viewport: { width: 1280, height: 860 } }],
      ['mobile', { colorScheme: 'light' as const, viewport: { width: 390, height: 844 } }],
    ] as const) {
      const context = await browser.newContext({ baseURL: baseUrl(), storageState: state, ...options });
      const page = await context.newPage();
      await page.goto('/admin');
      await page.getByText('Healthy').waitFor();
      await page.getByText('Wizard Funnel').waitFor();
      await page.waitForTimeout(1200); // chart animations
      // nothing sticks out sideways: wide tables scroll inside their own box
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
        options.viewport.width,
      );
      await screenshot(page, `admin-users-${name}`);
      for (const tab of ['Project Overview', 'Feedback Review', 'Ideas Management']) {
        await page.getByRole('tab', { name: new RegExp(tab) }).click();
        await page.waitForTimeout(300);
        await screenshot(page, `admin-${tab.split(' ')[0]!.toLowerCase()}-${name}`);
      }
      await context.close();
    }
  });
});
