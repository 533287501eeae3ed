import type { Browser, Page } from 'playwright-core';
import { fullStepData } from '../backend/src/exports/fixtures/full-project';
import { launchBrowser, newPage, registerThroughUi, screenshot, uniqueAccount } from './support/browser';

/**
 * The edges of the flows (issue "The edges of every flow"): the user's intent kept through sign-up
 * and sign-in, the wizard step in the URL, an edit saved when the tab closes, the Edit page asking
 * before unsaved changes are left behind.
 */
jest.setTimeout(180_000);

const definition = {
  missionStatement: 'Fresh bread before seven, baked only to order.',
  valueProposition: 'Order by chat at night, pick up warm in the morning.',
  businessModel: 'A monthly subscription per household.',
  competitiveAdvantage: 'Nothing is baked that was not ordered.',
};
const stepsOneAndTwo = {
  ideaGeneration: {
    selectedIdea: {
      businessIdea: 'A bakery that bakes to order',
      description: 'Neighbours order bread by chat; the bakery bakes only what was ordered.',
      targetAudience: 'Households in the neighbourhood',
      potentialRevenue: '$5K-10K/month',
      keyFeatures: ['Chat ordering', 'Pickup slots'],
      industry: 'food',
    },
  },
  businessDefinition: definition,
};

async function createProject(page: Page, stepData: unknown, currentStep: number): Promise<string> {
  const res = await page.request.post('/api/projects', {
    data: { title: 'Dough & Co', currentStep, stepData },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function fillRegisterForm(page: Page) {
  const account = uniqueAccount();
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByLabel('First Name').fill(account.firstName);
  await page.getByLabel('Last Name').fill(account.lastName);
  await page.getByRole('button', { name: /create account/i }).click();
  return account;
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name }).waitFor();
const stepInUrl = (page: Page) => new URL(page.url()).searchParams.get('step');

describe('the edges of the flows in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("keeps the visitor's intent: 'Build this idea' through sign-up, a wizard link through sign-in", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const build = page.getByRole('link', { name: /Build this idea/ });
    const href = (await build.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/register\?next=%2Fwizard%3Fprefill%3D/);
    const idea = JSON.parse(
      new URLSearchParams(
        new URL(decodeURIComponent(href.slice('/register?next='.length)), 'http://x').search,
      ).get('prefill') ?? '{}',
    ) as { businessIdea: string };
    await build.click();
    await page.waitForURL((url) => url.pathname === '/register');
    const account = await fillRegisterForm(page);
    // Signed up: in the wizard with the idea, not on an empty dashboard.
    await page.waitForURL((url) => url.pathname.startsWith('/wizard'));
    await page.getByText(idea.businessIdea).first().waitFor();
    await screenshot(page, 'edges-intent-after-sign-up');

    // A wizard link opened while signed out comes back after sign-in, step and all.
    const id = await createProject(page, stepsOneAndTwo, 3);
    await page.request.post('/api/auth/logout', { data: {} });
    await page.goto(`/wizard/${id}?step=2`);
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL((url) => url.pathname === `/wizard/${id}` && url.searchParams.get('step') === '2');
    await stepHeading(page, 'Business Definition');
    await context.close();
  });

  it('carries the wizard step in the URL: Back/Forward, reload, bookmarks, and step 8 once reached', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page);
    const id = await createProject(page, stepsOneAndTwo, 3);
    // /wizard/{id} opens the current step and says so in the URL.
    await page.goto(`/wizard/${id}`);
    await stepHeading(page, 'Name Generation');
    await page.waitForURL((url) => url.searchParams.get('step') === '3');

    await page.getByRole('button', { name: 'Previous' }).click();
    await stepHeading(page, 'Business Definition');
    expect(stepInUrl(page)).toBe('2');
    await page.getByRole('button', { name: 'Previous' }).click();
    await stepHeading(page, 'Idea Generation');

    await page.goBack();
    await stepHeading(page, 'Business Definition');
    expect(stepInUrl(page)).toBe('2');
    await page.goBack();
    await stepHeading(page, 'Name Generation');
    await page.goForward();
    await stepHeading(page, 'Business Definition');

    await page.reload();
    await stepHeading(page, 'Business Definition');
    expect(stepInUrl(page)).toBe('2');

    // A bookmark of a step not reached yet opens the current step instead.
    await page.goto(`/wizard/${id}?step=6`);
    await stepHeading(page, 'Name Generation');
    await page.waitForURL((url) => url.searchParams.get('step') === '3');

    // Step 8 is never saved (saving it completes the project) but opens once step 7 is reached and done.
    const full = await createProject(page, { ...fullStepData, exportSave: undefined }, 7);
    await page.goto(`/wizard/${full}?step=8`);
    await stepHeading(page, 'Export & Save');
    await page.reload();
    await stepHeading(page, 'Export & Save');
    await screenshot(page, 'edges-wizard-step-8-from-url');
    await context.close();
  });

  it('saves an edit typed 3 s before the tab is closed', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page);
    const id = await createProject(page, stepsOneAndTwo, 3);
    await page.goto(`/wizard/${id}?step=2`);
    await stepHeading(page, 'Business Definition');
    const typed = 'Warm bread for early risers, baked to order every night.';
    await page.getByLabel('Mission Statement').fill(typed);
    await page.waitForTimeout(3_000);
    await page.close({ runBeforeUnload: false });

    const reader = await context.newPage();
    let saved = '';
    for (let i = 0; i < 40 && saved !== typed; i++) {
      const project = (await (await reader.request.get(`/api/projects/${id}`)).json()) as {
        stepData: { businessDefinition?: { missionStatement?: string } };
      };
      saved = project.stepData.businessDefinition?.missionStatement ?? '';
      if (saved !== typed) await reader.waitForTimeout(250);
    }
    expect(saved).toBe(typed);
    await context.close();
  });

  it('asks before leaving the Edit page with unsaved changes', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page);
    const id = await createProject(page, stepsOneAndTwo, 3);
    await page.goto(`/project/${id}/edit`);
    await page.getByRole('tab', { name: 'Definition' }).click();
    const mission = page.getByLabel('Mission statement');
    await mission.fill('A changed mission, not saved yet.');
    await page.getByText('Unsaved changes').waitFor();

    await page.getByRole('link', { name: 'My Projects' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await screenshot(page, 'edges-edit-leave-guard');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/project/${id}/edit`);
    expect(await mission.inputValue()).toBe('A changed mission, not saved yet.');

    await page.getByRole('link', { name: 'My Projects' }).first().click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
