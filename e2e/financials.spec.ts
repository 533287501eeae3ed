import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { fullStepData } from '../backend/src/exports/fixtures/full-project';
import { launchBrowser, newPage, registerThroughUi, screenshot, startProTrial } from './support/browser';

/**
 * The Financials panel (issue 16) in the built app: the founder changes the price, the break-even
 * month and the chart follow; the business plan exported next prints the new break-even month
 * and every section a lender reads. Screenshots of the panel in light and dark.
 */
jest.setTimeout(180_000);

const HEADINGS = [
  'Executive Summary',
  'Problem and Solution',
  'Target Market',
  'Competition',
  'Business Model',
  'Go-to-Market',
  'Operations',
  'Milestones',
  'Risks and Mitigations',
  'Financial Plan',
];

async function createProject(page: Page, currentStep = 7): Promise<string> {
  const res = await page.request.post('/api/projects', {
    data: { title: 'Brewline', currentStep, stepData: fullStepData },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** 'Month 14' -> 14; 'Not within 36 months' -> null. */
async function breakEvenMonth(panel: Locator): Promise<number | null> {
  const text = (await panel.getByTestId('break-even-month').textContent()) ?? '';
  const match = /Month (\d+)/.exec(text);
  return match ? Number(match[1]) : null;
}

async function waitForBreakEvenChange(panel: Locator, from: number | null): Promise<number | null> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const now = await breakEvenMonth(panel);
    if (now !== from) return now;
    if (Date.now() > deadline) throw new Error(`break-even stayed at ${String(from)}`);
    await panel.page().waitForTimeout(100);
  }
}

/** Saves a screenshot of one element under screenshots/ (git-ignored) for a person to look at. */
const financialsPanel = (page: Page) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Financials' }) });

describe('the Financials panel in the browser', () => {
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    dir = mkdtempSync(join(tmpdir(), 'bb-financials-e2e-'));
  });
  afterAll(async () => {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a higher price moves break-even and the chart; the exported plan prints the new month', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page);
    await startProTrial(page);
    const id = await createProject(page);
    await page.goto(`/project/${id}/edit`);
    const panel = financialsPanel(page);
    await panel.getByTestId('break-even-month').waitFor();
    const before = await breakEvenMonth(panel);
    expect(before).not.toBeNull();
    // The chart marks the same month.
    await panel
      .locator('svg text', { hasText: `Break-even: month ${before}` })
      .first()
      .waitFor();

    const price = panel.getByLabel('Price per month');
    expect(Number(await price.inputValue())).toBeGreaterThan(0);
    await price.fill('79');
    await price.press('Enter');
    const after = await waitForBreakEvenChange(panel, before);
    expect(after).not.toBeNull();
    expect(after ?? Infinity).toBeLessThan(before ?? 0);
    await panel
      .locator('svg text', { hasText: `Break-even: month ${after}` })
      .first()
      .waitFor();
    expect(await panel.locator('svg text', { hasText: `Break-even: month ${before}` }).count()).toBe(0);
    await panel.getByText('Edited').first().waitFor();

    // Kept after a reload: the edit was saved as a project field.
    await page.reload();
    await financialsPanel(page).getByTestId('break-even-month').waitFor();
    expect(await breakEvenMonth(financialsPanel(page))).toBe(after);

    // A value the model refuses says why, beside the field, and changes nothing.
    const churn = financialsPanel(page).getByLabel('Monthly churn');
    await churn.fill('150');
    await churn.press('Enter');
    await financialsPanel(page).getByText('Monthly churn must be at most 100 %').waitFor();
    expect(await breakEvenMonth(financialsPanel(page))).toBe(after);

    await page.getByRole('button', { name: 'More export formats' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Business Plan (PDF)' }).click(),
    ]);
    const pdf = join(dir, download.suggestedFilename());
    await download.saveAs(pdf);
    const text = execFileSync('pdftotext', [pdf, '-']).toString('utf8').replace(/\s+/g, ' ');
    expect(text).toContain(`Break-even, month ${after}`);
    expect(text).toContain('Price per month $79 Your figure');
    HEADINGS.forEach((heading, i) => expect(text).toContain(`${i + 1}. ${heading}`));
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'shows the panel in %s, and read-only on a completed project',
    async (scheme) => {
      const { context, page } = await newPage(browser, { colorScheme: scheme });
      await registerThroughUi(page);
      await startProTrial(page); // completing at step 8 counts against a paid plan's month
      const id = await createProject(page);
      await page.goto(`/project/${id}/edit`);
      const panel = financialsPanel(page);
      await panel.getByTestId('break-even-month').waitFor();
      await panel
        .locator('svg text', { hasText: /Break-even: month/ })
        .first()
        .waitFor();
      await screenshot(panel, `financials-${scheme}-edit-page`);

      // Step 8 completes the project: the wizard shows the same panel, read-only.
      const done = await page.request.patch(`/api/projects/${id}`, { data: { currentStep: 8 } });
      expect(done.status()).toBe(200);
      await page.goto(`/wizard/${id}`);
      const wizardPanel = financialsPanel(page);
      await wizardPanel.getByTestId('break-even-month').waitFor();
      await wizardPanel.getByText('the assumptions are read-only').waitFor();
      // Read as a document: each assumption's value as text, no (disabled) field left to type in.
      const assumptions = wizardPanel.getByRole('region', { name: 'Revenue' });
      await assumptions.getByText('Price per month').waitFor();
      expect(await assumptions.locator('dd').first().innerText()).toMatch(/^\$\d/);
      expect(await wizardPanel.locator('input, select, textarea').count()).toBe(0);
      await screenshot(wizardPanel, `financials-${scheme}-wizard-step-8`);
      await context.close();
    },
  );
});
