import type { Browser, Page } from 'playwright-core';
import { step1, step2 } from '../backend/src/projects/testing/step-data.fixtures';
import { launchBrowser, newPage, registerThroughUi, screenshot } from './support/browser';

/**
 * The wizard's lean save in the built app: it opens from the project alone (who wrote each field
 * comes with it, no history download), and a save refused because the project changed in another
 * tab re-reads it and saves again without losing what the user typed.
 */
jest.setTimeout(180_000);

const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

describe('the wizard’s lean save in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('opens without the history, and a conflict with another tab keeps the typed text', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page);
    const created = await page.request.post('/api/projects', {
      data: { title: 'Tool library', currentStep: 2, stepData: { ...step1, ...step2 } },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const requested: string[] = [];
    const patches: number[] = [];
    page.on('request', (req) => requested.push(req.url()));
    page.on('response', (res) => {
      if (res.request().method() === 'PATCH') patches.push(res.status());
    });
    await page.goto(`/wizard/${id}?step=2`);
    const mission = page.getByLabel('Mission Statement');
    await mission.waitFor();
    expect(await mission.inputValue()).toBe(step2.businessDefinition!.missionStatement);
    expect(requested.filter((url) => url.includes('/history'))).toEqual([]);

    // Another tab saves a new business model: the project moves to a version this tab has not seen.
    const other = await page.request.patch(`/api/projects/${id}`, {
      headers: { Prefer: 'return=minimal' },
      data: { fields: { businessDefinition: { businessModel: 'Pay per loan' } } },
    });
    expect(other.status()).toBe(200);

    await mission.fill('Every drill shared, every shed lighter.');
    await nextButton(page).click();
    await page.getByRole('heading', { name: 'Name Generation', level: 2 }).waitFor();
    await screenshot(page, 'wizard-lean-save-after-conflict');
    // The first save was refused (409), the second one went through against the new version.
    expect(patches).toEqual([409, 200]);
    expect(requested.filter((url) => url.includes('/history'))).toEqual([]);

    const saved = (await (await page.request.get(`/api/projects/${id}`)).json()) as {
      currentStep: number;
      stepData: { businessDefinition: Record<string, string> };
    };
    expect(saved.currentStep).toBe(3);
    expect(saved.stepData.businessDefinition).toEqual({
      ...step2.businessDefinition,
      missionStatement: 'Every drill shared, every shed lighter.',
      businessModel: 'Pay per loan',
    });

    // Back on step 2, the form shows both: the typed text and the other tab's change.
    await page.goto(`/wizard/${id}?step=2`);
    await mission.waitFor();
    expect(await mission.inputValue()).toBe('Every drill shared, every shed lighter.');
    expect(await page.getByLabel('Business Model').inputValue()).toBe('Pay per loan');
    await context.close();
  });
});
