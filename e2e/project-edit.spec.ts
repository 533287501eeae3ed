import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { fullStepData } from '../backend/src/exports/fixtures/full-project';
import { launchBrowser, newPage, registerThroughUi, screenshot, startProTrial } from './support/browser';

/**
 * The Edit Project page in the built app: edit, 'Unsaved changes', save, reload; export files
 * from the page and read them back; the export limit; a completed project; a missing one.
 */
jest.setTimeout(180_000);

const tabs = ['Business Idea', 'Definition', 'Naming', 'Style Guide', 'Logos', 'User Stories', 'Technical'];

async function createProject(page: Page, stepData: unknown, currentStep = 7): Promise<string> {
  const res = await page.request.post('/api/projects', {
    data: { title: 'Brewline', currentStep, stepData },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save Changes' });

describe('Edit Project in the browser', () => {
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    dir = mkdtempSync(join(tmpdir(), 'bb-edit-e2e-'));
  });
  afterAll(async () => {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('edits fields, saves, survives a reload, and exports the saved content from the page', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page);
    await startProTrial(page); // the 7-day trial: Pro features, 2 exports this month
    const id = await createProject(page, fullStepData);
    await page.goto(`/project/${id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Brewline' }).waitFor();
    await page.getByText('Exports: 0/2').waitFor();
    expect(await page.getByTestId('project-status').textContent()).toBe('in_progress');
    expect(await page.getByText('Last export').count()).toBe(0);
    expect(await saveButton(page).isDisabled()).toBe(true);

    await page.getByRole('tab', { name: 'Definition' }).click();
    const mission = page.getByLabel('Mission statement');
    await mission.fill('Every café owner knows their numbers by Monday morning.');
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('tab', { name: 'Style Guide' }).click();
    await page.getByLabel('Primary colour', { exact: true }).fill('#1D4ED8');
    await screenshot(page, 'project-edit-unsaved');
    await saveButton(page).click();
    await page.getByText('Project saved').first().waitFor();
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });
    expect(await saveButton(page).isDisabled()).toBe(true);

    await page.reload();
    await page.getByRole('tab', { name: 'Definition' }).click();
    expect(await page.getByLabel('Mission statement').inputValue()).toBe(
      'Every café owner knows their numbers by Monday morning.',
    );
    await page.getByRole('tab', { name: 'Style Guide' }).click();
    expect(await page.getByLabel('Primary colour', { exact: true }).inputValue()).toBe('#1D4ED8');

    // Export the business plan: a real PDF named by the package and date, holding the saved edit.
    await page.getByRole('button', { name: 'More export formats' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Business Plan (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^brewline-business-plan-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = join(dir, download.suggestedFilename());
    await download.saveAs(pdf);
    expect(readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = execFileSync('pdftotext', [pdf, '-']).toString('utf8').replace(/\s+/g, ' ');
    expect(text).toContain('Every café owner knows their numbers by Monday morning.');
    expect(text).toContain('#1D4ED8');
    await page.getByText('Export successful').first().waitFor();
    await page.getByText('Exports: 1/2').waitFor();
    await page.getByText(/Last export: .* · 1 export$/).waitFor();

    // The second and last export of the trial month: the logo files zip; then the limit.
    await page.getByRole('button', { name: 'More export formats' }).click();
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Logo Files (ZIP)' }).click(),
    ]);
    expect(zip.suggestedFilename()).toMatch(/^brewline-logo-files-\d{4}-\d{2}-\d{2}\.zip$/);
    const zipPath = join(dir, zip.suggestedFilename());
    await zip.saveAs(zipPath);
    expect(execFileSync('unzip', ['-Z1', zipPath]).toString('utf8')).toContain('brewline-logo.svg');
    const limited = page.getByRole('button', { name: 'Export Limit Reached' });
    await limited.waitFor();
    expect(await limited.isDisabled()).toBe(true);
    await page.getByText('Exports: 2/2').waitFor();
    await screenshot(page, 'project-edit-limit-reached');
    await context.close();
  });

  it('shows every tab in light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { context, page } = await newPage(browser, { colorScheme: scheme });
      await registerThroughUi(page);
      await startProTrial(page); // exports are a paid feature
      const id = await createProject(page, fullStepData);
      await page.goto(`/project/${id}/edit`);
      await page.getByRole('heading', { level: 1, name: 'Brewline' }).waitFor();
      for (const [i, name] of tabs.entries()) {
        await page.getByRole('tab', { name }).click();
        await page.getByRole('tab', { name, selected: true }).waitFor();
        await screenshot(page, `project-edit-${scheme}-${i + 1}-${name.toLowerCase().replace(/\s+/g, '-')}`);
      }
      // Keyboard: the tab list moves with the arrow keys.
      await page.getByRole('tab', { name: 'Technical' }).focus();
      await page.keyboard.press('ArrowLeft');
      // Waits for the re-render: reading aria-selected at once raced it.
      await page.getByRole('tab', { name: 'User Stories', selected: true }).waitFor();
      await page.getByRole('button', { name: 'More export formats' }).click();
      await page.getByRole('menuitem', { name: 'Requirements (Markdown)' }).waitFor();
      await screenshot(page, `project-edit-${scheme}-export-menu`);
      await page.keyboard.press('Escape');
      await context.close();
    }
  });

  it('a completed project is read-only but can be exported; a missing one says so', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page);
    await startProTrial(page); // exports are a paid feature
    const id = await createProject(page, fullStepData);
    expect((await page.request.patch(`/api/projects/${id}`, { data: { currentStep: 8 } })).status()).toBe(
      200,
    );
    await page.goto(`/project/${id}/edit`);
    await page.getByText('This project is completed and read-only').waitFor();
    expect(await page.getByTestId('project-status').textContent()).toBe('Completed');
    // Read as a document: the idea's text, no greyed-out field.
    expect(await page.getByRole('textbox', { name: 'Business idea' }).count()).toBe(0);
    await page.getByRole('article', { name: 'Read-only project content' }).first().waitFor();
    expect(await saveButton(page).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Export Project' }).isEnabled()).toBe(true);
    await screenshot(page, 'project-edit-completed');
    // Export Project is the spec's POST /api/export/{id} {format: 'complete'}: one zip.
    const [pkg] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Project' }).click(),
    ]);
    expect(pkg.suggestedFilename()).toBe(`project-${id}-export.zip`);
    await page.getByText('Export successful').first().waitFor();

    await page.goto(`/project/${randomUUID()}/edit`);
    await page.getByRole('heading', { name: 'Project not found' }).waitFor();
    await page.getByRole('link', { name: /back to dashboard/i }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
