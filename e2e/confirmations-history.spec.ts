import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { fullStepData } from '../backend/src/exports/fixtures/full-project';
import { signInAsFirstAdmin } from './support/admin';
import { launchBrowser, newPage, registerThroughUi, screenshot } from './support/browser';

/**
 * What cannot be undone or costs money asks first (completing a project, a plan change with its
 * price difference, resuming a cancelled subscription, an admin changing their own role or status),
 * and the admin's audited-history screen.
 */
jest.setTimeout(180_000);

async function createProject(page: Page, stepData: unknown, currentStep: number, title = 'Paws & Suds') {
  const res = await page.request.post('/api/projects', { data: { title, currentStep, stepData } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('confirmations and the audited history in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('asks before completing a project (a monthly completion) and before a plan change (with the price difference)', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page);
    // A live demo subscription: plan changes happen on the manage page.
    expect((await page.request.post('/api/create-subscription', { data: { tier: 'starter' } })).ok()).toBe(
      true,
    );
    const id = await createProject(page, { ...fullStepData, exportSave: undefined }, 7);

    await page.goto(`/wizard/${id}?step=8`);
    await page.getByRole('button', { name: 'Complete Project' }).click();
    const complete = page.getByRole('dialog', { name: 'Complete this project?' });
    await complete.getByText(/This uses 1 of your \d+ monthly completions/).waitFor();
    await screenshot(page, 'confirm-complete-project');
    await complete.getByRole('button', { name: 'Cancel' }).click();
    await complete.waitFor({ state: 'detached' });
    const open = (await (await page.request.get(`/api/projects/${id}`)).json()) as { status: string };
    expect(open.status).not.toBe('completed');

    await page.goto('/manage-subscription');
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    const change = page.getByRole('dialog', { name: 'Upgrade to Pro?' });
    await change.getByText('Difference', { exact: true }).waitFor();
    expect(await change.textContent()).toMatch(/\+\$\d+\.\d{2}\/(month|year)/);
    await screenshot(page, 'confirm-plan-change');
    await change.getByRole('button', { name: 'Cancel' }).click();
    await change.waitFor({ state: 'detached' });
    const status = (await (await page.request.get('/api/subscription-status')).json()) as { tier: string };
    expect(status.tier).toBe('starter');

    // Confirmed, the upgrade applies.
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await change.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await change.waitFor({ state: 'detached' });
    await page.getByText('You are on the Pro plan', { exact: false }).waitFor();
    await context.close();
  });

  it('resumes a subscription cancelled at period end, after asking with the price and the next billing date', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page);
    expect((await page.request.post('/api/create-subscription', { data: { tier: 'starter' } })).ok()).toBe(
      true,
    );
    const subscription = async () =>
      (await (await page.request.get('/api/subscription-status')).json()) as {
        tier: string;
        subscription: { cancel_at_period_end: boolean } | null;
      };

    await page.goto('/manage-subscription');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
    await cancel.waitFor({ state: 'detached' });
    await page.getByText('Cancelling at period end').waitFor();

    const resume = page.getByRole('button', { name: 'Resume subscription' });
    await resume.click();
    const dialog = page.getByRole('dialog', { name: 'Keep your Starter plan?' });
    await dialog.getByText(/Nothing is charged today/).waitFor();
    expect(await dialog.textContent()).toMatch(/billed \$\d+\.\d{2}\/month again/);
    await screenshot(page, 'confirm-resume-subscription');
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await subscription()).subscription?.cancel_at_period_end).toBe(true);

    await resume.click();
    await dialog.getByRole('button', { name: 'Resume subscription' }).click();
    await page.getByText('Subscription resumed', { exact: true }).waitFor();
    await page.getByText('Renews', { exact: true }).waitFor();
    await resume.waitFor({ state: 'detached' });
    expect(await subscription()).toMatchObject({
      tier: 'starter',
      subscription: { cancel_at_period_end: false },
    });
    await context.close();
  });

  it("asks an admin before they deactivate themselves, and shows a project's audited history with a field diff", async () => {
    // A user with a project whose mission changed twice.
    const { context: userContext, page: user } = await newPage(browser);
    await registerThroughUi(user);
    const idea = fullStepData.ideaGeneration;
    const id = await createProject(user, { ideaGeneration: idea }, 1, 'Audit Bakery');
    const definition = fullStepData.businessDefinition!;
    for (const missionStatement of [
      'Bread for the whole street.',
      'Warm bread before seven, baked to order.',
    ]) {
      const res = await user.request.patch(`/api/projects/${id}`, {
        data: { stepData: { businessDefinition: { ...definition, missionStatement } } },
      });
      expect(res.status()).toBe(200);
    }
    await userContext.close();

    const { context, page } = await newPage(browser);
    await signInAsFirstAdmin(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: /User Management/ }).click();
    const ownSwitch = page.getByRole('switch', { name: 'Ada Admin is active' });
    await ownSwitch.click();
    const self = page.getByRole('dialog', { name: 'Deactivate your own account?' });
    await self.waitFor();
    await screenshot(page, 'confirm-admin-self-deactivate');
    await self.getByRole('button', { name: 'Cancel' }).click();
    await self.waitFor({ state: 'detached' });
    expect(await ownSwitch.getAttribute('aria-checked')).toBe('true');
    // Removing their own admin role asks too; cancelled, the role stays.
    await page.getByRole('combobox', { name: 'Role of Ada Admin' }).click();
    await page.getByRole('option', { name: 'User' }).click();
    const demote = page.getByRole('dialog', { name: 'Remove your own admin role?' });
    await demote.getByText(/lose access to the admin dashboard/).waitFor();
    await screenshot(page, 'confirm-admin-self-demote');
    await demote.getByRole('button', { name: 'Cancel' }).click();
    await demote.waitFor({ state: 'detached' });
    expect(await page.getByRole('combobox', { name: 'Role of Ada Admin' }).textContent()).toBe('Admin');
    const me = (await (await page.request.get('/api/auth/me')).json()) as { role: string };
    expect(me.role).toBe('admin');

    await page.getByRole('tab', { name: /Project Overview/ }).click();
    await page.getByRole('link', { name: 'History of Audit Bakery' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/history/project/${id}`);
    await page.getByRole('heading', { level: 1, name: /Project history: Audit Bakery/ }).waitFor();
    const timeline = page.getByRole('list', { name: 'Audited events, newest first' });
    const diff = timeline.getByRole('row', { name: /Business definition · Mission statement/ }).first();
    await diff.waitFor();
    expect(await diff.textContent()).toContain('Bread for the whole street.');
    expect(await diff.textContent()).toContain('Warm bread before seven, baked to order.');
    await timeline
      .getByText(/^Request$/)
      .first()
      .waitFor();
    await screenshot(page, 'admin-history-project-light');

    // Filter by event type, then export what matches as CSV.
    await page.getByLabel('Event type').click();
    await page.getByRole('option', { name: 'Projects' }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'projects.*');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'Recorded at,Actor,Actor id,Event type,Summary,Changes,Request id,Event id',
    );
    expect(csv).toContain('Bread for the whole street. -> Warm bread before seven, baked to order.');
    await context.close();
  });
});
