import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, registerThroughUi, screenshot, startProTrial } from './support/browser';

/**
 * The dashboard and the wizard's steps 1 to 4 through the UI (steps 5 to 8 have their own suite),
 * with screenshots in light and dark and at a phone's width, for a person to look at.
 */

type Look = { colorScheme: 'light' | 'dark'; mobile: boolean };
const tagOf = (look: Look) => `${look.colorScheme}${look.mobile ? '-mobile' : ''}`;

async function openPage(browser: Browser, look: Look) {
  const { context, page } = await newPage(browser, { colorScheme: look.colorScheme });
  if (look.mobile) await page.setViewportSize({ width: 390, height: 844 });
  return { context, page };
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });

async function walkStepsOneToFour(page: Page, look: Look) {
  const tag = tagOf(look);
  await page.getByText('No projects yet').waitFor();
  await shot(page, `wizard-dashboard-empty-${tag}`);

  await page.getByRole('button', { name: 'Create Project' }).first().click();
  await page.waitForURL(/\/wizard\/[0-9a-f-]{36}$/);
  const projectUrl = page.url();

  // Step 1: the form, generated ideas, one selected.
  await stepHeading(page, 'Idea Generation')
    .waitFor()
    .catch(async (error: unknown) => {
      await screenshot(page, `wizard-debug-${tag}`);
      throw error;
    });
  await expect(nextButton(page).isDisabled()).resolves.toBe(true);
  await page.getByText('Please select a business idea to continue').waitFor();
  await shot(page, `wizard-step1-empty-${tag}`);
  await page.getByRole('button', { name: 'Generate Ideas' }).click();
  await page.getByText('Please tell us about your interests').waitFor();
  await page.getByLabel('Your interests').fill('fitness, healthy cooking');
  await page.getByLabel('Your skills').fill('nutrition coaching, web design');
  await page.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Healthcare' }).click();
  await page.getByRole('combobox', { name: 'Starting budget' }).click();
  await page.getByRole('option', { name: '$1,000 - $5,000' }).click();
  await page.getByRole('button', { name: 'Generate Ideas' }).click();
  await page.getByRole('heading', { name: 'Choose your business idea' }).waitFor();
  await shot(page, `wizard-step1-generated-${tag}`);
  const ideas = page.getByRole('radio');
  await expect(ideas.count()).resolves.toBeGreaterThanOrEqual(3);
  await page.locator('label:has(input[name="business-idea"])').first().click();
  await expect(ideas.first().isChecked()).resolves.toBe(true);
  await expect(nextButton(page).isEnabled()).resolves.toBe(true);
  await shot(page, `wizard-step1-selected-${tag}`);
  await nextButton(page).click();

  // Step 2: the user's own mission is kept when generating.
  await stepHeading(page, 'Business Definition').waitFor();
  await page.getByText('Step 2 of 8').first().waitFor();
  await page.getByText('Please fill in all fields before continuing').waitFor();
  await shot(page, `wizard-step2-empty-${tag}`);
  await page
    .getByLabel('Mission Statement')
    .fill('We help busy athletes eat well without thinking about it.');
  await page.getByRole('button', { name: 'Generate Business Definition' }).click();
  await page.getByRole('dialog', { name: 'Replace your own text?' }).waitFor();
  await page.getByRole('button', { name: 'Keep my text' }).click();
  await expect(page.getByLabel('Mission Statement').inputValue()).resolves.toBe(
    'We help busy athletes eat well without thinking about it.',
  );
  for (const field of ['Value Proposition', 'Business Model', 'Competitive Advantage']) {
    await expect(page.getByLabel(field).inputValue()).resolves.not.toBe('');
  }
  await shot(page, `wizard-step2-generated-${tag}`);
  await nextButton(page).click();

  // Step 3: names, more names, a favourite, the selected name becomes the title.
  await stepHeading(page, 'Name Generation').waitFor();
  await shot(page, `wizard-step3-empty-${tag}`);
  await page.getByLabel('Keywords').fill('fresh, fit, meals');
  await page.getByText('Modern & Tech').click();
  await page.getByText('Medium', { exact: true }).click();
  await page.getByRole('button', { name: 'Generate Names' }).click();
  await page.getByRole('heading', { name: /Name ideas/ }).waitFor();
  const names = page.locator('input[name="business-name"]');
  const firstCount = await names.count();
  expect(firstCount).toBeGreaterThan(0);
  await shot(page, `wizard-step3-generated-${tag}`);
  await page
    .getByRole('button', { name: /^Favorite / })
    .first()
    .click();
  await page.getByRole('button', { name: /^Favorite /, pressed: true }).waitFor();
  await page.getByRole('button', { name: 'Generate More Names' }).click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('input[name="business-name"]').length > n,
    firstCount,
  );
  await page.locator('label:has(input[name="business-name"])').nth(1).click();
  const chosen = (await page
    .locator('label:has(input[name="business-name"])')
    .nth(1)
    .locator('.text-lg')
    .textContent())!.trim();
  await page.getByRole('heading', { level: 1, name: chosen }).waitFor();
  await shot(page, `wizard-step3-selected-${tag}`);
  await nextButton(page).click();

  // Step 4: the defaults, then a generated style guide and a trait of the user's.
  await stepHeading(page, 'Style Guide').waitFor();
  await expect(page.getByRole('textbox', { name: 'Primary colour', exact: true }).inputValue()).resolves.toBe(
    '#6366F1',
  );
  await expect(
    page.getByRole('textbox', { name: 'Secondary colour', exact: true }).inputValue(),
  ).resolves.toBe('#8B5CF6');
  await shot(page, `wizard-step4-defaults-${tag}`);
  await page.getByRole('button', { name: 'Generate Style Guide' }).click();
  await page.waitForFunction(
    () => (document.getElementById('style-primaryColor') as HTMLInputElement | null)?.value !== '#6366F1',
  );
  await page.getByRole('textbox', { name: 'Brand personality' }).fill('Energetic');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Remove Energetic' }).waitFor();
  await shot(page, `wizard-step4-generated-${tag}`);
  await nextButton(page).click();
  await stepHeading(page, 'Logo Creation').waitFor();

  // Everything is saved: a reload opens step 5 with the chosen name as the title.
  await page.reload();
  await stepHeading(page, 'Logo Creation').waitFor();
  await page.getByRole('heading', { level: 1, name: chosen }).waitFor();
  await page.getByRole('button', { name: /Foundation.*Completed/ }).waitFor();

  await page.goto('/');
  await page.getByRole('heading', { name: chosen }).waitFor();
  await page.getByText('Step 5 of 8').waitFor();
  await shot(page, `wizard-dashboard-projects-${tag}`);
  return { projectUrl, chosen };
}

describe('the wizard in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each<Look>([
    { colorScheme: 'light', mobile: false },
    { colorScheme: 'dark', mobile: false },
    { colorScheme: 'light', mobile: true },
  ])(
    'a pro user walks steps 1 to 4 with generation ($colorScheme, mobile: $mobile)',
    async (look) => {
      const { context, page } = await openPage(browser, look);
      await registerThroughUi(page);
      await startProTrial(page); // new accounts are on Free
      await page.reload();
      try {
        await walkStepsOneToFour(page, look);
      } catch (error) {
        await screenshot(page, `wizard-failure-${tagOf(look)}`);
        throw error;
      } finally {
        await context.close();
      }
    },
    180_000,
  );

  it('a free user sees Quick Generate as a locked Premium Feature', async () => {
    const { context, page } = await openPage(browser, { colorScheme: 'light', mobile: false });
    await registerThroughUi(page); // a new account is on Free
    await page.getByText('Free plan').waitFor();
    await page.getByText('0/2 projects completed this month').waitFor();
    await page.getByRole('button', { name: 'Create Project' }).first().click();
    await page.getByRole('heading', { name: 'Premium Feature' }).waitFor();
    await expect(page.getByRole('link', { name: 'Upgrade to unlock' }).getAttribute('href')).resolves.toBe(
      '/pricing',
    );
    await expect(page.getByRole('button', { name: 'Generate 3 Ideas' }).count()).resolves.toBe(0);
    await shot(page, 'wizard-step1-free-locked-light');
    await context.close();
  }, 90_000);

  it('starts a project from a prefilled idea, and says when there is no project', async () => {
    const { context, page } = await openPage(browser, { colorScheme: 'light', mobile: false });
    await registerThroughUi(page);
    const idea = {
      title: 'Neighbourhood tool library with same-day delivery and pick-up points',
      businessIdea: 'Neighbourhood tool library with same-day delivery and pick-up points',
      description: 'Borrow tools instead of buying them.',
      targetAudience: 'Homeowners and renters',
      potentialRevenue: '$8K/month',
      keyFeatures: ['Booking calendar', 'Deposits'],
      industry: 'ecommerce',
    };
    const created: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/projects')
        created.push(request.url());
    });
    // Opening the link only shows what would be created: a link must not use up project slots.
    await page.goto(`/wizard?prefill=${encodeURIComponent(JSON.stringify(idea))}`);
    await page.getByRole('heading', { level: 1, name: idea.title.slice(0, 50).trim() }).waitFor();
    await page.getByText(idea.description).waitFor();
    await page.waitForTimeout(500);
    expect(created).toHaveLength(0);
    await shot(page, 'wizard-prefill-confirm-light');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/wizard\/[0-9a-f-]{36}$/);
    expect(created).toHaveLength(1);
    await page.getByText('Daily Idea Selected').first().waitFor();
    await page.getByRole('heading', { level: 1, name: idea.title.slice(0, 50).trim() }).waitFor();
    await expect(nextButton(page).isEnabled()).resolves.toBe(true);
    await shot(page, 'wizard-step1-prefilled-light');

    await page.goto('/wizard');
    await page.getByRole('heading', { name: 'No Project Selected' }).waitFor();
    await page.getByRole('link', { name: 'Go to Home' }).waitFor();
    await page.goto('/wizard/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Project Not Found' }).waitFor();
    await context.close();
  }, 90_000);

  it('Quick Generate fills steps 1 to 7, each seen to complete, and opens step 7', async () => {
    const { context, page } = await openPage(browser, { colorScheme: 'light', mobile: false });
    await registerThroughUi(page);
    await startProTrial(page);
    await page.reload();
    await page.getByRole('button', { name: 'Create Project' }).first().click();
    await stepHeading(page, 'Idea Generation').waitFor();
    await page.getByRole('button', { name: 'Generate 3 Ideas' }).click();
    await page.getByText('Choose one of these ideas').waitFor();
    await expect(page.locator('input[name="quick-idea"]').count()).resolves.toBe(3);
    await page.locator('label:has(input[name="quick-idea"])').first().click();
    await page.getByRole('button', { name: 'Generate Complete Project' }).click();
    await page.getByRole('progressbar', { name: 'Quick Generate progress' }).waitFor();
    await page.getByText('Saving Business Definition').waitFor();
    await shot(page, 'wizard-quick-generate-progress-light');
    await stepHeading(page, 'Tech Documentation').waitFor({ timeout: 30_000 });
    await page.getByText('Project Generated').first().waitFor();
    await page.getByRole('button', { name: /Brand Identity.*Completed/ }).waitFor();
    await context.close();
  }, 120_000);
});
