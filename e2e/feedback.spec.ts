import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, registerThroughUi, screenshot } from './support/browser';

jest.setTimeout(120_000);

describe('feedback page in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('opens the form from a card or the button, checks it, sends it and lists the three most recent', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page);
    await page.goto('/feedback');
    await page.getByRole('heading', { name: 'Share Your Feedback' }).waitFor();
    for (const card of ['Bug Reports', 'Feature Requests', 'Improvements', 'General Feedback']) {
      await page.getByRole('button', { name: new RegExp(card) }).waitFor();
    }
    await page.getByText(/haven.t sent any feedback yet/).waitFor();
    await screenshot(page, 'feedback-light');

    // Submit Feedback opens the form with the general type; Cancel closes it
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByLabel('Feedback Type').textContent()).resolves.toContain('General Feedback');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Title').count()).resolves.toBe(0);

    // a card opens it with its type; the page comes from the location
    await page.goto('/feedback?page=/dashboard');
    await page.getByRole('button', { name: /Feature Requests/ }).click();
    await expect(page.getByLabel('Feedback Type').textContent()).resolves.toContain('Feature Request');
    await expect(page.getByLabel('Page (optional)').inputValue()).resolves.toBe('/dashboard');
    await page.getByLabel('Description').fill('short');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByText('Description must be at least 10 characters').waitFor();
    // the rating works from the keyboard: Tab into the stars, arrows to move
    await page.getByLabel('1 star', { exact: true }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('radio', { name: '3 stars', checked: true }).waitFor();
    await screenshot(page, 'feedback-form-light');

    await page.getByLabel('Title').fill('Export to Notion');
    await page.getByLabel('Description').fill('It would help to send the plan straight to Notion.');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByText('Feedback Submitted').first().waitFor();
    await page
      .getByText("Thank you for your feedback! We'll review it and get back to you.")
      .first()
      .waitFor();
    await expect(page.getByLabel('Title').count()).resolves.toBe(0);
    const first = page.getByRole('listitem').filter({ hasText: 'Export to Notion' });
    await first.getByText('Under Review').waitFor();
    await expect(first.textContent()).resolves.toContain('3/5');

    // four more: three are shown, then 'And 2 more feedback items...'
    for (let i = 1; i <= 4; i += 1) {
      const status = await page.evaluate(async (n) => {
        const res = await fetch('/api/feedback', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            type: 'improvement',
            title: `Improvement ${n}`,
            description: `Improvement number ${n} please`,
          }),
        });
        return res.status;
      }, i);
      expect(status).toBe(201);
    }
    await page.reload();
    await page.getByText('And 2 more feedback items...').waitFor();
    const section = page.locator('section[aria-labelledby="previous-feedback-title"]');
    await expect(section.getByRole('listitem').count()).resolves.toBe(3);
    await section.getByText('Improvement 4').waitFor();
    await expect(section.getByText('Export to Notion').count()).resolves.toBe(0);
    await screenshot(page, 'feedback-list-light');
    const state = await context.storageState();
    await context.close();

    for (const [name, options] of [
      ['dark', { colorScheme: 'dark' as const, viewport: { width: 1280, height: 860 } }],
      ['mobile', { colorScheme: 'light' as const, viewport: { width: 390, height: 844 } }],
    ] as const) {
      const c = await browser.newContext({ baseURL: baseUrl(), storageState: state, ...options });
      const p = await c.newPage();
      await p.goto('/feedback');
      await p.getByText('And 2 more feedback items...').waitFor();
      await screenshot(p, `feedback-${name}`);
      await p.getByRole('button', { name: /Bug Reports/ }).click();
      await p.getByLabel('Title').waitFor();
      await screenshot(p, `feedback-form-${name}`);
      await c.close();
    }
  });
});
