import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fullStepData } from '../backend/src/exports/fixtures/full-project';
import { signInAsFirstAdmin } from './support/admin';
import { launchBrowser, newPage, registerThroughUi, screenshot, startProTrial } from './support/browser';

/**
 * axe (WCAG 2.1 A and AA rules) on every page of the app, in the light and the dark theme: no
 * serious and no critical violation. Each page is opened as its user sees it: visitors' pages
 * anonymously, the member's pages with a Pro trial and a project at step 7 (so every wizard step
 * opens), a completed project, and the admin's pages as the first admin.
 */
jest.setTimeout(600_000);

type Theme = 'light' | 'dark';

interface Found {
  page: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

async function audit(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<Found[]> {
  await page.goto(path);
  await ready(page);
  // Transitions and lazily loaded parts settle.
  await page.waitForTimeout(600);
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Step 4's swatches show the user's own colour with its contrast rating, low or not: a sample, not UI text.
    .exclude('[data-colour-sample]')
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      page: path,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? '',
    }));
}

const heading = (name?: string | RegExp) => (page: Page) =>
  page
    .getByRole('heading', name ? { name } : { level: 1 })
    .first()
    .waitFor();
const stepHeading = (page: Page) => page.locator('#wizard-step-heading').waitFor();

async function closeOnboarding(context: BrowserContext) {
  await context.addInitScript(() => {
    localStorage.setItem('business-builder-onboarding-closed', 'true');
  });
}

async function auditTheme(browser: Browser, theme: Theme): Promise<Found[]> {
  const found: Found[] = [];

  const visitor = await newPage(browser, { colorScheme: theme });
  for (const [path, ready] of [
    ['/', heading()],
    ['/login', heading()],
    ['/register', heading()],
    ['/pricing', heading()],
    ['/about', heading()],
    ['/privacy', heading()],
    ['/no-such-page', heading('404 Page Not Found')],
    ['/dashboard', heading('Authentication Required')],
  ] as const) {
    found.push(...(await audit(visitor.page, path, ready)));
  }
  await visitor.context.close();

  const member = await newPage(browser, { colorScheme: theme });
  await closeOnboarding(member.context);
  const { page } = member;
  await registerThroughUi(page);
  await startProTrial(page);
  const created = await page.request.post('/api/projects', {
    data: { title: 'Corner Bakery', currentStep: 7, stepData: { ...fullStepData, exportSave: undefined } },
  });
  const id = ((await created.json()) as { id: string }).id;
  const done = await page.request.post('/api/projects', {
    data: { title: 'Done Bakery', currentStep: 7, stepData: fullStepData },
  });
  const doneId = ((await done.json()) as { id: string }).id;
  await page.request.patch(`/api/projects/${doneId}`, { data: { currentStep: 8 } });

  const memberPages: Array<[string, (page: Page) => Promise<unknown>]> = [
    ['/', heading('My Projects')],
    ...Array.from({ length: 8 }, (_, i): [string, (page: Page) => Promise<unknown>] => [
      `/wizard/${id}?step=${i + 1}`,
      stepHeading,
    ]),
    [`/wizard/${doneId}?step=2`, stepHeading],
    [`/project/${id}/edit`, heading()],
    [`/project/${doneId}/edit`, heading()],
    ['/account', heading()],
    ['/manage-subscription', heading()],
    ['/subscribe?tier=pro', heading()],
    ['/feedback', heading()],
    ['/api-settings', heading()],
    ['/idea-of-the-day', heading()],
    ['/progress-tracker', heading()],
    ['/pricing', heading()],
    ['/wizard', heading()],
  ];
  for (const [path, ready] of memberPages) found.push(...(await audit(page, path, ready)));
  await screenshot(page, `a11y-last-member-page-${theme}`);
  await member.context.close();

  const admin = await newPage(browser, { colorScheme: theme });
  await closeOnboarding(admin.context);
  await signInAsFirstAdmin(admin.page);
  const me = (await (await admin.page.request.get('/api/auth/me')).json()) as { id: string };
  for (const [path, ready] of [
    ['/admin', heading('Admin Dashboard')],
    [`/admin/history/project/${id}`, heading()],
    [`/admin/history/user/${me.id}`, heading()],
  ] as const) {
    found.push(...(await audit(admin.page, path, ready)));
  }
  await screenshot(admin.page, `admin-history-user-${theme}`);
  await admin.context.close();
  return found;
}

describe('accessibility (axe) of every page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violation on any page, ${theme} theme`, async () => {
      const found = await auditTheme(browser, theme);
      if (found.length) console.log(JSON.stringify(found, null, 1));
      expect(found.map((f) => `${f.page} ${f.rule} (${f.impact}): ${f.targets.join(' | ')}`)).toEqual([]);
    });
  }
});
