import type { Browser } from 'playwright-core';
import { completeStepData } from '../backend/src/projects/testing/step-data.fixtures';
import { launchBrowser, newPage, registerThroughUi, screenshot } from './support/browser';

/**
 * Stale steps (issue 14): a project generated in one go, then renamed. The wizard's sidebar lists
 * the steps built on the old name with the change, the step itself says so, the dashboard card
 * and the edit page show it, and it survives a reload.
 */
const gen = { source: 'generator', generator: 'offline', version: '1', model: 'offline', seed: 7 };

describe('stale steps in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(['light', 'dark'] as const)(
    'renaming the business marks the steps built on the old name, everywhere (%s)',
    async (colorScheme) => {
      const { context, page } = await newPage(browser, { colorScheme });
      await registerThroughUi(page);
      const created = await page.request.post('/api/projects', {
        data: {
          currentStep: 7,
          stepData: completeStepData,
          provenance: Object.fromEntries(Object.keys(completeStepData).map((step) => [step, gen])),
        },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const renamed = await page.request.patch(`/api/projects/${id}`, {
        data: {
          stepData: {
            nameGeneration: { ...completeStepData.nameGeneration, selectedName: { name: 'Wren Wear' } },
          },
        },
      });
      expect(renamed.status()).toBe(200);
      expect(
        ((await renamed.json()) as { staleSteps: { step: string }[] }).staleSteps.map((s) => s.step),
      ).toEqual(['styleGuide', 'logoCreation', 'userStories', 'techDocumentation']);

      await page.goto(`/wizard/${id}`);
      const summary = page.getByTestId('stale-steps');
      await summary.getByText('4 steps may be out of date').waitFor();
      await expect(summary.textContent()).resolves.toContain('Business name: ToolNest → Wren Wear');
      await summary.getByRole('button', { name: 'Step 5 · Logo Creation', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Logo Creation' }).waitFor();
      const notice = page.getByTestId('stale-step-notice');
      await notice.getByText('This step may be out of date').waitFor();
      await expect(notice.textContent()).resolves.toContain('Business name: ToolNest → Wren Wear');
      await page.waitForTimeout(300);
      await screenshot(page, `stale-steps-wizard-${colorScheme}`);

      await page.reload();
      await page.getByTestId('stale-steps').getByText('4 steps may be out of date').waitFor();

      await page.goto('/');
      await page.getByTestId('stale-badge').getByText('Update 4 steps').waitFor();
      await screenshot(page, `stale-steps-dashboard-${colorScheme}`);

      await page.goto(`/project/${id}/edit`);
      await page.getByTestId('stale-steps').getByText('4 steps may be out of date').waitFor();
      await context.close();
    },
    120_000,
  );
});
