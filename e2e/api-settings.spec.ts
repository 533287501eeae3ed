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

describe('API settings in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the savings, saves the preferences, adds a key and deletes it', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page);
    await page.goto('/api-settings');
    await page.getByRole('heading', { name: 'AI Model Preferences' }).waitFor();
    // a new account is on Free: no savings banner
    await page.getByText('No API keys yet').waitFor();
    await expect(page.getByText(/with your own API keys/).count()).resolves.toBe(0);

    // on the Pro trial the banner shows what BYOK saves on Pro, from the server's prices
    await startProTrial(page);
    await page.reload();
    await page.getByRole('heading', { name: 'AI Model Preferences' }).waitFor();
    const pricing = await page.evaluate(
      async () => (await fetch('/api/byok/pricing')).json() as Promise<unknown>,
    );
    const pro = (pricing as { pricing: { pro: { regular: number; byok: number; discount: number } } }).pricing
      .pro;
    const saving = `$${((pro.regular - pro.byok) / 100).toFixed(2)}/month`;
    await page.getByText(new RegExp(`Save \\${saving}`)).waitFor();
    await page.getByText(`${pro.discount}% off`).waitFor();
    await page.getByText('No API keys yet').waitFor();
    await screenshot(page, 'api-settings-light');

    // preferences
    const save = page.getByRole('button', { name: 'Save Preferences' });
    await expect(save.isDisabled()).resolves.toBe(true);
    await page.getByRole('switch', { name: /Use my own API keys/ }).click();
    await page.getByLabel('Preferred text model').click();
    await page.getByRole('option', { name: /Claude 3 Haiku/ }).click();
    await page.getByText(/Add an Anthropic and an OpenAI key/).waitFor();
    await save.click();
    await page.getByText('Preferences Updated').first().waitFor();
    await page.getByText('Your AI model preferences have been saved.').first().waitFor();
    const prefs = await page.evaluate(
      async () => (await fetch('/api/user/preferences')).json() as Promise<unknown>,
    );
    expect(prefs).toEqual({
      useOwnApiKeys: true,
      preferredTextModel: 'claude-3-haiku-20240307',
      preferredImageModel: 'dall-e-3',
    });

    // add a key: the modal checks it, stores it, the list shows it masked and never used
    await page.getByRole('button', { name: 'Add API Key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add API Key' });
    await expect(dialog.getByLabel('Provider').textContent()).resolves.toContain('OpenAI');
    await dialog.getByLabel('API Key', { exact: true }).fill('short');
    await dialog.getByRole('button', { name: 'Add Key' }).click();
    await dialog.getByText('API key is required').waitFor();
    await expect(dialog.getByLabel('API Key', { exact: true }).getAttribute('type')).resolves.toBe(
      'password',
    );
    await dialog.getByLabel('Provider').click();
    await page.getByRole('option', { name: 'Anthropic' }).click();
    await dialog.getByLabel('API Key', { exact: true }).fill('sk-ant-test-1234567890wxyz');
    await dialog.getByLabel('Name (optional)').fill('Team Claude');
    await screenshot(page, 'api-settings-add-key-light');
    await dialog.getByRole('button', { name: 'Add Key' }).click();
    await page.getByText('API Key Added').first().waitFor();
    await page.getByText('Your API key has been securely stored and encrypted.').first().waitFor();
    const key = page
      .getByRole('list', { name: 'Your API keys' })
      .getByRole('listitem')
      .filter({ hasText: 'Team Claude' });
    await key.getByText('Anthropic').waitFor();
    await expect(key.getByTestId('key-last-used').textContent()).resolves.toBe('Never');
    await expect(key.textContent()).resolves.not.toContain('sk-ant-test-1234567890wxyz');
    // the Anthropic key is there now; the image model still needs an OpenAI one
    await page.getByText(/Add an OpenAI key/).waitFor();
    await screenshot(page, 'api-settings-key-light');
    const state = await context.storageState();

    for (const [name, options] of [
      ['dark', { colorScheme: 'dark' as const, viewport: { width: 1280, height: 860 } }],
      ['mobile', { colorScheme: 'light' as const, viewport: { width: 390, height: 844 } }],
    ] as const) {
      const c = await browser.newContext({ baseURL: baseUrl(), storageState: state, ...options });
      const p = await c.newPage();
      await p.goto('/api-settings');
      await p.getByText('Team Claude').waitFor();
      await screenshot(p, `api-settings-${name}`);
      await c.close();
    }

    // delete, after a confirmation
    await key.getByRole('button', { name: 'Delete Team Claude' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this API key?' })
      .getByRole('button', { name: 'Delete Key' })
      .click();
    await page.getByText('API Key Deleted').first().waitFor();
    await page.getByText('Your API key has been permanently removed.').first().waitFor();
    await page.getByText('No API keys yet').waitFor();
    await context.close();
  });
});
