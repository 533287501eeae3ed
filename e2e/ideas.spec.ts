import type { Browser } from 'playwright-core';
import {
  baseUrl,
  launchBrowser,
  newPage,
  registerThroughUi,
  screenshot,
  startProTrial,
} from './support/browser';

jest.setTimeout(120_000);

describe('idea of the day in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("a paid user (on the Pro trial) sees today's idea, its details and the weekly calendar", async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page);
    await startProTrial(page); // new accounts are on Free
    const views: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/view')) views.push(request.url());
    });
    await page.goto('/idea-of-the-day');
    await page.getByRole('heading', { name: 'Business Idea of the Day', level: 1 }).waitFor();
    const today = page.locator('[aria-labelledby="todays-idea-title"]');
    await today.getByText('Target Audience').waitFor();
    const title = (await today.getByRole('heading', { level: 2 }).textContent()) ?? '';
    expect(title.length).toBeGreaterThan(3);

    // the weekly calendar: Monday to Sunday in 7 columns, today highlighted
    const calendar = page.getByRole('list', { name: /Ideas for the week of/ });
    await expect(calendar.getByRole('listitem').count()).resolves.toBe(7);
    const days = await calendar
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));
    expect(days[0]).toMatch(/^Monday/);
    expect(days[6]).toMatch(/^Sunday/);
    const columns = await calendar.evaluate(
      (el) => getComputedStyle(el).gridTemplateColumns.split(' ').length,
    );
    expect(columns).toBe(7);
    const todayCell = calendar.locator('[aria-current="date"]');
    await expect(todayCell.count()).resolves.toBe(1);
    await expect(todayCell.textContent()).resolves.toContain(title);
    const month = await page.getByTestId('calendar-month').textContent();
    expect(month).toMatch(/^[A-Z][a-z]+( – [A-Z][a-z]+)? \d{4}/);
    await screenshot(page, 'idea-of-the-day-light');

    // two weeks back: the days are past the 7-day limit
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByRole('button', { name: 'Previous week' }).click();
    // The week before stays on screen while this one loads, and can show six expired days itself
    // (on a Sunday its Sunday is exactly 7 days old): wait for the seventh.
    await calendar.getByText('Expired / 7-day limit').nth(6).waitFor();
    await expect(calendar.getByText('Expired / 7-day limit').count()).resolves.toBe(7);
    await page.getByRole('button', { name: 'This week' }).click();
    await todayCell.waitFor();
    // next week: future days have no idea yet
    await page.getByRole('button', { name: 'Next week' }).click();
    // the last week stays on screen while the next one loads: wait for it
    await calendar.getByText('No idea').nth(6).waitFor();
    await expect(calendar.getByText('No idea').count()).resolves.toBe(7);
    await page.getByRole('button', { name: 'This week' }).click();

    // the details, recorded as a view; Start New Project opens the wizard with the idea
    await today.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: title });
    for (const section of ['Business Idea', 'Target Audience', 'Revenue Potential', 'Key Features']) {
      await dialog.getByRole('heading', { name: section }).waitFor();
    }
    const href = (await dialog.getByRole('link', { name: 'Start New Project' }).getAttribute('href')) ?? '';
    expect(href.startsWith('/wizard?prefill=')).toBe(true);
    const prefill = JSON.parse(decodeURIComponent(href.slice('/wizard?prefill='.length))) as Record<
      string,
      unknown
    >;
    expect(Object.keys(prefill)).toEqual(
      expect.arrayContaining([
        'businessIdea',
        'description',
        'targetAudience',
        'potentialRevenue',
        'keyFeatures',
        'industry',
      ]),
    );
    await screenshot(page, 'idea-of-the-day-details-light');
    for (let i = 0; i < 20 && views.length === 0; i += 1) await page.waitForTimeout(100);
    expect(views).toHaveLength(1);
    await dialog.getByRole('link', { name: 'Start New Project' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/wizard'));
    await context.close();

    // dark and phone
    const state = await (async () => {
      const { context: c, page: p } = await newPage(browser);
      await registerThroughUi(p);
      await startProTrial(p); // the weekly calendar is a paid feature
      const s = await c.storageState();
      await c.close();
      return s;
    })();
    for (const [name, options] of [
      ['dark', { colorScheme: 'dark' as const, viewport: { width: 1280, height: 860 } }],
      ['mobile', { colorScheme: 'light' as const, viewport: { width: 390, height: 844 } }],
    ] as const) {
      const c = await browser.newContext({ baseURL: baseUrl(), storageState: state, ...options });
      const p = await c.newPage();
      await p.goto('/idea-of-the-day');
      await p.getByRole('list', { name: /Ideas for the week of/ }).waitFor();
      await expect(p.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
        options.viewport.width,
      );
      await screenshot(p, `idea-of-the-day-${name}`);
      await p.getByRole('button', { name: 'View Details' }).click();
      await p.getByRole('dialog').waitFor();
      await p.waitForTimeout(300);
      await screenshot(p, `idea-of-the-day-details-${name}`);
      await c.close();
    }
  });

  it('a free user sees the upsell instead of the calendar', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page); // a new account is on Free
    await page.goto('/idea-of-the-day');
    await page
      .locator('[aria-labelledby="todays-idea-title"]')
      .getByRole('button', { name: 'View Details' })
      .waitFor();
    const upgrade = page.getByRole('link', { name: 'Upgrade to Premium' });
    await upgrade.waitFor();
    await expect(upgrade.getAttribute('href')).resolves.toBe('/pricing');
    await expect(page.getByRole('list', { name: /Ideas for the week of/ }).count()).resolves.toBe(0);
    // the server agrees
    const weekly = await page.evaluate(async () => (await fetch('/api/idea-of-the-day/weekly')).status);
    expect(weekly).toBe(403);
    await screenshot(page, 'idea-of-the-day-upsell-light');
    await upgrade.click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await context.close();
  });
});
