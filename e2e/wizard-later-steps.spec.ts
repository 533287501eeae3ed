import { statSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import {
  baseUrl,
  launchBrowser,
  newPage,
  registerThroughUi,
  screenshot,
  startProTrial,
} from './support/browser';

/** Steps 1-4 done, as the wizard saves them: an idea, a definition, a name and a style guide. */
const stepsOneToFour = {
  ideaGeneration: {
    interests: 'Dogs, the outdoors',
    skills: 'Mobile apps',
    industry: 'technology',
    budget: '1000-5000',
    selectedIdea: {
      businessIdea: 'PawPal: on-demand dog walking with live GPS tracking',
      description: 'A marketplace that connects busy dog owners with vetted local walkers.',
      targetAudience: 'Busy urban professionals with dogs',
      potentialRevenue: '$120k-$400k per year',
      keyFeatures: ['Online booking', 'Live GPS tracking', 'In-app payments', 'Walker reviews'],
      industry: 'technology',
    },
  },
  businessDefinition: {
    missionStatement: 'Give every dog a great walk, even on the busiest days.',
    valueProposition: 'Trusted, tracked walkers on demand.',
    businessModel: '20% commission per walk plus a premium subscription for owners.',
    competitiveAdvantage: 'Live tracking, vetted walkers and instant booking.',
  },
  nameGeneration: {
    selectedName: { name: 'PawPal', domain: 'pawpal.com', description: 'Friendly and short' },
  },
  styleGuide: {
    primaryColor: '#4F46E5',
    secondaryColor: '#0EA5E9',
    accentColor: '#F59E0B',
    neutralColor: '#64748B',
    fontPrimary: 'Inter',
    fontSecondary: 'Inter',
  },
};

/** Creates a project and saves its step data through the API, with the page's session cookie. */
async function seedProject(
  page: Page,
  stepData: Record<string, unknown>,
  currentStep: number,
): Promise<string> {
  const created = await page.request.post('/api/projects', { data: {} });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const saved = await page.request.patch(`/api/projects/${id}`, { data: { stepData, currentStep } });
  expect(saved.status()).toBe(200);
  return id;
}

/** Clicks the visible card of a visually hidden radio or checkbox, as a user does. */
function pick(page: Page, role: 'radio' | 'checkbox', name: string | RegExp) {
  return page.getByRole(role, { name }).locator('xpath=ancestor::label[1]').click();
}

/** The frame's card that holds the step on screen. */
const stepSection = (page: Page) => page.locator('section[aria-labelledby="wizard-step-heading"]');

/** Waits for the step's heading; on a timeout, keeps a screenshot of what was shown instead. */
async function stepHeading(page: Page, name: string): Promise<void> {
  try {
    await page.getByRole('heading', { level: 2, name }).waitFor();
  } catch (error) {
    await screenshot(page, `wizard-later-steps-failure-${name.replace(/\W+/g, '-').toLowerCase()}`);
    throw error;
  }
}

async function visible(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor();
}

jest.setTimeout(240_000);

describe('wizard steps 5 to 8 in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a pro user creates logos, stories, tech docs and a vibe-coding prompt, exports and completes the project', async () => {
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await registerThroughUi(page);
    await startProTrial(page); // new accounts are on Free; the trial is Pro with 2 exports
    const status = (await (await page.request.get('/api/subscription-status')).json()) as { tier: string };
    expect(status.tier).toBe('pro');

    const projectId = await seedProject(page, stepsOneToFour, 5);
    await page.goto(`/wizard/${projectId}`);

    // Step 5: style, symbols, generate, choose exactly one, download.
    await stepHeading(page, 'Logo Creation');
    await visible(page, 'Choose 1-3 symbols');
    await pick(page, 'radio', /Geometric/);
    await pick(page, 'checkbox', 'Hexagon');
    await pick(page, 'checkbox', 'Leaf');
    await page.getByRole('button', { name: 'Generate Logos' }).click();
    await page.getByRole('radiogroup', { name: 'Logo designs' }).waitFor();
    expect(await page.getByRole('radio', { name: /^Logo design \d+$/ }).count()).toBeGreaterThanOrEqual(2);
    await pick(page, 'radio', 'Logo design 1');
    await pick(page, 'radio', 'Logo design 2');
    const checked = await page
      .getByRole('radio', { name: /^Logo design \d+$/ })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).checked));
    expect(checked.filter(Boolean)).toHaveLength(1);
    expect(checked[1]).toBe(true);
    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    expect(svg.suggestedFilename()).toBe('pawpal-logo.svg');
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toBe('pawpal-logo-1024.png');
    expect(statSync(await png.path()).size).toBeGreaterThan(1000);
    await screenshot(page, 'wizard-step-5-light');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Step 6: features (Enter adds, duplicates ignored), generate, stories with priorities.
    await stepHeading(page, 'User Stories');
    const continueToDocs = page.getByRole('button', { name: 'Continue to Tech Documentation' });
    expect(await continueToDocs.isDisabled()).toBe(true);
    const feature = page.getByLabel('New core feature');
    await feature.fill('Walk scheduling with reminders');
    await feature.press('Enter');
    await feature.fill('walk scheduling with reminders');
    await feature.press('Enter');
    await page.getByRole('button', { name: 'Add Live GPS tracking' }).click();
    expect(await page.getByRole('list', { name: 'Core features' }).getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: 'Generate User Stories' }).click();
    await page.getByRole('heading', { name: /User stories/ }).waitFor();
    await visible(page, 'User Stories Generated');
    await page.getByRole('heading', { name: /Target users/ }).waitFor();
    await page.getByRole('heading', { name: /User journeys/ }).waitFor();
    expect(await page.locator('[data-priority]').count()).toBeGreaterThan(0);
    await visible(page, 'Acceptance criteria');
    await screenshot(page, 'wizard-step-6-light');
    await continueToDocs.click();

    // Step 7: budget presets, generate, the four tabs, vibe coding with copy.
    await stepHeading(page, 'Tech Documentation');
    await visible(page, '$800-5000'); // step 1's budget 1000-5000 -> the small-business stacks
    await page.getByRole('combobox', { name: 'Budget' }).click();
    await page.getByRole('option', { name: /Medium business \(\$3000-15000\)/ }).click();
    await visible(page, 'Scalable SaaS');
    await page.getByRole('button', { name: 'Generate Documentation' }).click();
    await page.getByRole('tab', { name: /Tech Stack/ }).waitFor();
    await page.getByRole('tab', { name: /Architecture/ }).click();
    await visible(page, 'Architecture type');
    await page.getByRole('tab', { name: /API Design/ }).click();
    expect(
      await page.getByRole('region', { name: 'API endpoints' }).locator('tbody tr').count(),
    ).toBeGreaterThan(0);
    await page.getByRole('tab', { name: /Database/ }).click();
    expect(await page.getByRole('region', { name: /^Table / }).count()).toBeGreaterThan(0);
    await expect(page.getByTestId('vibe-quota').textContent()).resolves.toBe('0 / 10');
    await page.getByRole('combobox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'Lovable' }).click();
    await page.getByLabel(/Custom requirements/).fill('Use Stripe for payments');
    await page.getByRole('button', { name: 'Generate Vibe Coding Prompt' }).click();
    await page.getByRole('heading', { name: 'README' }).waitFor();
    await expect(page.getByTestId('vibe-quota').textContent()).resolves.toBe('1 / 10');
    await page.getByRole('button', { name: 'Copy prompt' }).click();
    await page.getByRole('button', { name: 'Copy prompt: copied' }).waitFor();
    await expect(page.evaluate<string>('navigator.clipboard.readText()')).resolves.toContain('Lovable');
    await screenshot(page, 'wizard-step-7-light');
    await page.getByRole('button', { name: 'Continue to Export' }).click();

    // Step 8: banner, checklist, one export, complete.
    await stepHeading(page, 'Export & Save');
    await visible(page, 'Ready to complete your project');
    await visible(page, '7 of 8 done');
    await page.locator('[data-tour="export-options"]').waitFor();
    const plan = page.locator('[data-export-type="business-plan"]');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      plan.getByRole('button', { name: 'Download Business Plan' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^pawpal-business-plan-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(statSync(await file.path()).size).toBeGreaterThan(0);
    await visible(page, 'Export Successful');
    await visible(page, /Exports this month: ?1\/2/);
    await screenshot(page, 'wizard-step-8-light');

    // A project for the dark and mobile screenshots: the same data, still open at step 7.
    const saved = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as {
      stepData: Record<string, unknown>;
    };
    const untilStepSeven = { ...saved.stepData };
    delete untilStepSeven.exportSave;
    const openProjectId = await seedProject(page, untilStepSeven, 7);

    await page.getByRole('button', { name: 'Complete Project' }).click();
    // It asks first: completing uses one of the month's completions.
    const confirm = page.getByRole('dialog', { name: 'Complete this project?' });
    await confirm.getByText('This uses 1 of your 25 monthly completions').waitFor();
    await screenshot(page, 'wizard-step-8-complete-confirm');
    await confirm.getByRole('button', { name: 'Complete Project' }).click();
    await visible(page, 'Project Completed (1/25)');
    await visible(page, 'This project is completed');
    await visible(page, '8 of 8 done');
    await screenshot(page, 'wizard-step-8-completed');
    // Read-only: the earlier steps show their results without generate buttons.
    await page.getByRole('button', { name: 'Previous' }).click();
    await stepHeading(page, 'Tech Documentation');
    expect(await page.getByRole('button', { name: /Generate|Regenerate/ }).count()).toBe(0);

    const storageState = await context.storageState();
    await context.close();
    for (const variant of [
      { name: 'dark', colorScheme: 'dark' as const, viewport: { width: 1280, height: 860 } },
      { name: 'mobile', colorScheme: 'light' as const, viewport: { width: 390, height: 844 } },
      { name: 'mobile-dark', colorScheme: 'dark' as const, viewport: { width: 390, height: 844 } },
    ]) {
      const other = await browser.newContext({ baseURL: baseUrl(), storageState, ...variant });
      other.setDefaultTimeout(15_000);
      await screenshotsOfSteps(await other.newPage(), openProjectId, variant.name);
      await other.close();
    }
  });

  it('a free user meets the upgrade prompts on steps 5 to 7 and locked exports on step 8', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page); // a new account is on Free
    const status = (await (await page.request.get('/api/subscription-status')).json()) as { tier: string };
    expect(status.tier).toBe('free');

    const projectId = await seedProject(page, stepsOneToFour, 5);
    await page.goto(`/wizard/${projectId}`);

    await stepHeading(page, 'Logo Creation');
    await visible(page, 'Logo generation is a Starter feature');
    expect(await stepSection(page).getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(await page.getByRole('button', { name: 'Generate Logos' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Use this wordmark' }).click();
    await page.getByRole('radio', { name: 'Logo design 1' }).waitFor();
    await screenshot(page, 'wizard-free-step-5');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await stepHeading(page, 'User Stories');
    await visible(page, 'User stories are a Starter feature');
    expect(await page.getByRole('button', { name: /Generate User Stories/ }).count()).toBe(0);
    await screenshot(page, 'wizard-free-step-6');
    await page.getByRole('button', { name: 'Continue to Tech Documentation' }).click();

    await stepHeading(page, 'Tech Documentation');
    await visible(page, 'Technical documentation is a Starter feature');
    await visible(page, 'Vibe Coding is a paid feature');
    expect(await stepSection(page).getByRole('link', { name: 'Upgrade Plan' }).count()).toBe(2);
    await screenshot(page, 'wizard-free-step-7');
    await page.getByRole('button', { name: 'Continue to Export' }).click();

    await stepHeading(page, 'Export & Save');
    await page.locator('[data-tour="export-options"]').getByRole('link').first().waitFor();
    expect(
      await page
        .locator('[data-tour="export-options"]')
        .getByRole('link', { name: /^Upgrade to export/ })
        .count(),
    ).toBe(6);
    expect(await page.getByRole('button', { name: /^Download / }).count()).toBe(0);
    await screenshot(page, 'wizard-free-step-8');
    await context.close();
  });
});

/** Lets the step's smooth scroll to the top and its images finish before a screenshot. */
async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
}

/** Steps 7, 6, 5 (Previous) and 8 of an open project, one screenshot each. */
async function screenshotsOfSteps(page: Page, projectId: string, variant: string): Promise<void> {
  await page.goto(`/wizard/${projectId}`);
  await stepHeading(page, 'Tech Documentation');
  await page.getByRole('tab', { name: /API Design/ }).waitFor();
  await settle(page);
  await screenshot(page, `wizard-step-7-${variant}`);
  await page.getByRole('button', { name: 'Previous' }).click();
  await stepHeading(page, 'User Stories');
  await page.getByRole('heading', { name: /User stories/ }).waitFor();
  await settle(page);
  await screenshot(page, `wizard-step-6-${variant}`);
  await page.getByRole('button', { name: 'Previous' }).click();
  await stepHeading(page, 'Logo Creation');
  await page.getByRole('radiogroup', { name: 'Logo designs' }).waitFor();
  await settle(page);
  await screenshot(page, `wizard-step-5-${variant}`);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await stepHeading(page, 'User Stories');
  await page.getByRole('button', { name: 'Continue to Tech Documentation' }).click();
  await stepHeading(page, 'Tech Documentation');
  await page.getByRole('button', { name: 'Continue to Export' }).click();
  await stepHeading(page, 'Export & Save');
  await page.locator('[data-tour="export-options"]').waitFor();
  await settle(page);
  await screenshot(page, `wizard-step-8-${variant}`);
}
