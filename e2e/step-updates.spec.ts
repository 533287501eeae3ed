import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import type { Project } from '../backend/src/contracts/projects';
import {
  bakery,
  buildLuckyLoop,
  MY_MISSION,
  type JsonHttp,
} from '../backend/src/generation/step-updates/lucky-loop.test-helper';
import { launchBrowser, newPage, registerThroughUi, screenshot, startProTrial } from './support/browser';

/**
 * Updating stale steps (issue 14): rename the business on step 3, update the logos from the step,
 * then export: the warning lists what is out of date, Update all asks about the story the user
 * wrote, and the package holds the new name only (every file, PDF text included). Switching the
 * idea on step 1: Update all gives new stories for the new idea and keeps the story the user wrote.
 */
const OLD_NAME = /Lucky Loop|LUCKY LOOP|lucky-loop|lucky_loop|LuckyLoop|luckyLoop|luckyloop/;

function httpOf(page: Page): JsonHttp {
  const call = async (method: 'post' | 'patch', path: string, body: object) => {
    const res = await page.request[method](path, { data: body });
    if (res.status() >= 300) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as unknown;
  };
  return { post: (p, b) => call('post', p, b), patch: (p, b) => call('patch', p, b) };
}

async function projectOf(page: Page, id: string): Promise<Project> {
  return (await (await page.request.get(`/api/projects/${id}`)).json()) as Project;
}

/** Every file of the zip as text: PDFs through pdftotext, images skipped (they hold no text). */
function packageText(zipPath: string): Record<string, string> {
  const files = unzipSync(new Uint8Array(readFileSync(zipPath)));
  const dir = mkdtempSync(join(tmpdir(), 'bb-package-'));
  const text: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(files)) {
    if (name.endsWith('/')) continue;
    if (name.endsWith('.pdf')) {
      const file = join(dir, name.replace(/\//g, '_'));
      writeFileSync(file, bytes);
      text[name] = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
    } else if (!/\.(png|jpe?g|ico|woff2?|ttf)$/i.test(name)) {
      text[name] = Buffer.from(bytes).toString('utf8');
    }
  }
  return text;
}

/** Serious or critical axe findings (WCAG 2.1 A/AA) inside `selector`. */
async function axeFindings(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include(selector)
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The JSON paths whose text holds the old name. */
function oldNamePaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return OLD_NAME.test(value) ? [path] : [];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => oldNamePaths(v, path ? `${path}.${k}` : k));
  return [];
}

describe('updating stale steps in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(['light', 'dark'] as const)(
    'a rename on step 3: Update redraws the logos, export warns, Update all asks about my story; the package says Wren Wear only (%s)',
    async (colorScheme) => {
      const { context, page } = await newPage(browser, { colorScheme });
      await registerThroughUi(page);
      await startProTrial(page);
      const { id } = await buildLuckyLoop(httpOf(page), {
        myStoryTitle: 'Lucky Loop members swap outgrown coats with neighbours',
      });

      // Rename on step 3, then move on (the move saves).
      await page.goto(`/wizard/${id}?step=3`);
      await page.getByRole('heading', { level: 2, name: 'Name Generation' }).waitFor();
      await page.getByText('Wren Wear', { exact: true }).click();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Style Guide' }).waitFor();
      const summary = page.getByTestId('stale-steps');
      await summary.getByText('4 steps may be out of date').waitFor();
      for (const step of ['Style Guide', 'Logo Creation', 'User Stories', 'Tech Documentation'])
        await summary.getByText(new RegExp(`Step \\d · ${step}`)).waitFor();
      await expect(summary.textContent()).resolves.toContain('Business name: Lucky Loop → Wren Wear');
      await page.waitForTimeout(300);
      await screenshot(page, `step-updates-stale-${colorScheme}`);
      expect(await axeFindings(page, '[data-testid="stale-steps"]')).toEqual([]);
      expect(await axeFindings(page, '[data-testid="stale-step-notice"]')).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(300);
      await screenshot(page, `step-updates-stale-390-${colorScheme}`);
      await page.setViewportSize({ width: 1280, height: 860 });

      // Update the logos from their step: redrawn with the new name, same style, symbol and colours.
      const before = (await projectOf(page, id)).stepData.logoCreation!.generatedLogos!;
      await summary.getByRole('button', { name: 'Step 5 · Logo Creation', exact: true }).click();
      const notice = page.getByTestId('stale-step-notice');
      await notice.getByRole('button', { name: 'Update this step' }).focus();
      await page.keyboard.press('Enter');
      await notice.waitFor({ state: 'detached' });
      await summary.getByText('3 steps may be out of date').waitFor();
      const after = (await projectOf(page, id)).stepData.logoCreation!.generatedLogos!;
      expect(after.map((l) => l.id)).toEqual(before.map((l) => l.id));
      after.forEach((logo, i) => {
        expect(logo.prompt).toBe(
          before[i]!.prompt.replace('"Lucky Loop"', '"Wren Wear"').replace('monogram LL', 'monogram WW'),
        );
        expect(logo.selected).toBe(before[i]!.selected);
      });
      await page.waitForTimeout(300);
      await screenshot(page, `step-updates-logos-${colorScheme}`);

      // Export from step 8: warned first, with what changed.
      await page.goto(`/wizard/${id}?step=8`);
      const card = page.locator('[data-export-type="complete-package"]');
      await card.getByRole('button', { name: /download/i }).click();
      const warning = page.getByTestId('stale-export');
      await warning.getByText('Some steps are out of date').waitFor();
      await expect(warning.textContent()).resolves.toContain('Business name: Lucky Loop → Wren Wear');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `screenshots/step-updates-export-warning-${colorScheme}.png` });
      expect(await axeFindings(page, '[data-testid="stale-export"]')).toEqual([]);
      await warning.getByRole('button', { name: 'Update all, then export' }).click();

      // The story I wrote names the old business: a diff, mine beside the proposal.
      const diff = page.getByTestId('update-diff');
      await diff.getByText('You wrote some of this yourself').waitFor();
      const stories = diff.getByRole('group', { name: /User stories/ });
      await expect(stories.textContent()).resolves.toContain('Lucky Loop members swap outgrown coats');
      await expect(stories.textContent()).resolves.toContain('Wren Wear members swap outgrown coats');
      await page.waitForTimeout(300);
      await screenshot(page, `step-updates-diff-${colorScheme}`);
      expect(await axeFindings(page, '[data-testid="update-diff"]')).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `screenshots/step-updates-diff-390-${colorScheme}.png` });
      await page.setViewportSize({ width: 1280, height: 860 });
      await stories.getByLabel('Accept the update').check();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        diff.getByRole('button', { name: 'Apply update' }).click(),
      ]);
      await summary.waitFor({ state: 'detached' });

      const project = await projectOf(page, id);
      expect(project.staleSteps).toEqual([]);
      expect(project.stepData.businessDefinition?.missionStatement).toBe(MY_MISSION);
      expect(project.stepData.userStories?.generatedStories?.[0]?.title).toBe(
        'Wren Wear members swap outgrown coats with neighbours',
      );

      const text = packageText(await download.path());
      // project.json is the project's data: the name options the user was offered on step 3 (Lucky Loop
      // among them) are data about the choice, not the business's name; every other value is checked.
      const data = JSON.parse(text['project.json']!) as { stepData?: { nameGeneration?: object } } & object;
      expect(
        oldNamePaths(data).filter((p) => !/nameGeneration\.(generatedNames|shownNames)/.test(p)),
      ).toEqual([]);
      delete text['project.json'];
      expect(Object.keys(text).some((f) => f.endsWith('.pdf'))).toBe(true);
      for (const [file, content] of Object.entries(text))
        expect(`${file}: ${OLD_NAME.exec(content)?.[0] ?? 'no old name'}`).toBe(`${file}: no old name`);
      expect(Object.values(text).join('\n')).toContain('Wren Wear');
      expect(Object.values(text).join('\n')).toContain(MY_MISSION);
      await context.close();
    },
    240_000,
  );

  it('switching the idea: Update all brings stories for the new idea and keeps the story I wrote', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page);
    await startProTrial(page);
    const { id, myStory } = await buildLuckyLoop(httpOf(page), {
      myStoryTitle: 'Parents swap outgrown coats with neighbours',
    });

    await page.goto(`/wizard/${id}?step=1`);
    await page.getByText(bakery.businessIdea).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Business Definition' }).waitFor();
    const summary = page.getByTestId('stale-steps');
    await summary.getByText(/Step 6 · User Stories/).waitFor();
    await summary.getByText(/Step 7 · Tech Documentation/).waitFor();

    await summary.getByRole('button', { name: 'Update all' }).click();
    const diff = page.getByTestId('update-diff');
    await diff.getByText('You wrote some of this yourself').waitFor();
    await diff
      .getByRole('group', { name: /Mission statement/ })
      .getByLabel('Keep mine')
      .check();
    const stories = diff.getByRole('group', { name: /User stories/ });
    await expect(stories.textContent()).resolves.toContain(myStory!.title);
    await stories.getByLabel('Accept the update').check();
    await diff
      .getByRole('group', { name: /Core features/ })
      .getByLabel('Accept the update')
      .check();
    await page.waitForTimeout(300);
    await screenshot(page, 'step-updates-idea-diff-light');
    await diff.getByRole('button', { name: 'Apply update' }).click();
    await summary.waitFor({ state: 'detached' });

    const project = await projectOf(page, id);
    expect(project.staleSteps).toEqual([]);
    expect(project.stepData.businessDefinition?.missionStatement).toBe(MY_MISSION);
    const generated = project.stepData.userStories!.generatedStories!;
    expect(generated[0]).toEqual(myStory);
    expect(JSON.stringify(generated.slice(1))).toMatch(/bread|loaf|loaves|bak/i);
    expect(project.stepData.userStories?.coreFeatures).toEqual(bakery.keyFeatures);
    expect(
      generated
        .slice(1)
        .map((s) => s.title)
        .join(' '),
    ).not.toMatch(/Lending app|Doorstep delivery/);
    // Documents for a food business now (allergen law, food hygiene), not the tool library's.
    expect(JSON.stringify(project.stepData.techDocumentation)).toMatch(/allergen/i);
    await context.close();
  }, 240_000);
});
