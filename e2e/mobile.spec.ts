import type { Browser, Locator, Page } from 'playwright-core';
import { fullStepData } from '../backend/src/exports/fixtures/full-project';
import { baseUrl, launchBrowser, registerThroughUi, screenshot, startProTrial } from './support/browser';

/**
 * On a phone (390 x 844): visitors reach Pricing and About from the header, and on the long
 * wizard steps the way back and forward stays on screen while the user reads the middle of a step.
 */
jest.setTimeout(180_000);

const PHONE = { width: 390, height: 844 };

async function phonePage(browser: Browser) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  context.setDefaultTimeout(15_000);
  await context.addInitScript(() => localStorage.setItem('business-builder-onboarding-closed', 'true'));
  return { context, page: await context.newPage() };
}

/** The element is drawn inside the screen (not below the fold, not under the header). */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height && box.width > 0;
}

async function scrollToMiddle(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await page.waitForTimeout(200);
}

describe('on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a visitor reaches Pricing and About from the header', async () => {
    const { context, page } = await phonePage(browser);
    await page.goto('/');
    const site = page.getByRole('navigation', { name: 'Site' });
    expect(await onScreen(site.getByRole('link', { name: 'About' }))).toBe(true);
    await site.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.close();
  });

  it('keeps Previous and the way forward on screen in the middle of long steps', async () => {
    const { context, page } = await phonePage(browser);
    await registerThroughUi(page);
    await startProTrial(page);
    const created = await page.request.post('/api/projects', {
      data: { title: 'Corner Bakery', currentStep: 7, stepData: { ...fullStepData, exportSave: undefined } },
    });
    const { id } = (await created.json()) as { id: string };

    for (const [step, forward] of [
      [2, 'Next'],
      [6, 'Continue to Tech Documentation'],
      [7, 'Continue to Export'],
      [8, 'Complete Project'],
    ] as const) {
      await page.goto(`/wizard/${id}?step=${step}`);
      await page.locator('#wizard-step-heading').waitFor();
      const forwardButton = page.getByRole('button', { name: forward, exact: true });
      await forwardButton.waitFor().catch(async (error: unknown) => {
        await screenshot(page, `mobile-step-${step}-failed`);
        throw error;
      });
      await scrollToMiddle(page);
      expect({
        step,
        previous: await onScreen(page.getByRole('button', { name: 'Previous', exact: true })),
      }).toEqual({
        step,
        previous: true,
      });
      expect({ step, forward: await onScreen(forwardButton) }).toEqual({ step, forward: true });
      if (step === 6) await screenshot(page, 'mobile-step-6-scrolled');
    }
    await context.close();
  });
});
