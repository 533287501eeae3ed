import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, registerThroughUi, screenshot, startProTrial } from './support/browser';

/**
 * Any earlier version can be exported from the version history (issue 14, item 5): the user opens
 * History, downloads the package of an older save, and gets that version's text with a manifest
 * that names the version.
 */

const idea = {
  interests: 'Baking, community',
  skills: 'Pastry, events',
  industry: 'other',
  budget: '1000-5000',
  selectedIdea: {
    businessIdea: 'Crumb & Co: a sourdough bakery with a bread club',
    description: 'A neighbourhood sourdough bakery with weekly pre-orders and a bread club.',
    targetAudience: 'Neighbours who want fresh bread without the Saturday queue',
    potentialRevenue: '$120k-$250k per year',
    keyFeatures: ['Pre-orders for collection', 'Bread club'],
    industry: 'other',
  },
};
const definition = (mission: string) => ({
  businessDefinition: {
    missionStatement: mission,
    valueProposition: 'Bread baked overnight, ready at 7 am, no queue.',
    businessModel: 'Loaves and pastries, plus a monthly bread club.',
    competitiveAdvantage: 'A 48-hour ferment no supermarket will copy.',
  },
});
const FIRST = 'Real bread for every street in the neighbourhood.';
const SECOND = 'Make the Saturday loaf a habit, not a queue.';

describe('exporting an earlier version from the history', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(['light', 'dark'] as const)(
    'the history downloads the package of an older save, with that version in it (%s)',
    async (colorScheme) => {
      const { context, page } = await newPage(browser, { colorScheme });
      await registerThroughUi(page);
      await startProTrial(page);
      const created = await page.request.post('/api/projects', {
        data: { currentStep: 3, stepData: { ideaGeneration: idea, ...definition(FIRST) } },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const edited = await page.request.patch(`/api/projects/${id}`, {
        data: { stepData: definition(SECOND) },
      });
      expect(edited.status()).toBe(200);

      await page.goto(`/wizard/${id}`);
      await page.getByRole('button', { name: 'History' }).click();
      const sheet = page.getByRole('dialog', { name: 'Project history' });
      // Newest first: the older of the two saves of step 2 holds the first mission.
      const saves = sheet.locator('li[data-version]').filter({ hasText: 'Step 2 · Business Definition' });
      await saves.nth(1).waitFor();
      const oldest = saves.last();
      const version = Number(await oldest.getAttribute('data-version'));
      const button = oldest.getByRole('button', {
        name: `Download the complete package of version ${version}`,
      });
      await button.waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `history-download-version-${colorScheme}`);

      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(`project-${id}-v${version}-export.zip`);
      const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
      const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString('utf8')) as {
        projectId: string;
        projectVersion: number;
      };
      expect(manifest).toMatchObject({ projectId: id, projectVersion: version });
      const plan = Buffer.from(files['business-plan.md']!).toString('utf8');
      expect(plan).toContain(FIRST);
      expect(plan).not.toContain(SECOND);
      await context.close();
    },
    120_000,
  );
});
