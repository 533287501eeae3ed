import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, registerThroughUi, screenshot } from './support/browser';

/**
 * The Progress Tracker: 'Login Required' for visitors, the empty state for a new
 * user, and levels, streak, achievements and recent activity once there is some. The browser's
 * time zone goes to the server as X-Time-Zone. Screenshots in light and dark.
 */

const stepData = {
  ideaGeneration: {
    interests: 'Plants',
    skills: 'Design',
    industry: 'ecommerce',
    budget: '0-1000',
    selectedIdea: {
      businessIdea: 'Leafy: plant care subscriptions for offices',
      description: 'Plants delivered and looked after.',
      targetAudience: 'Small offices',
      potentialRevenue: '$50k per year',
      keyFeatures: ['Delivery', 'Care visits'],
      industry: 'ecommerce',
    },
  },
  businessDefinition: {
    missionStatement: 'Green every office.',
    valueProposition: 'Plants without the work.',
    businessModel: 'Monthly subscription.',
    competitiveAdvantage: 'Care visits included.',
  },
};

async function settle(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Progress Tracker' }).waitFor();
  await page.getByRole('group', { name: 'Level' }).waitFor();
  await page.waitForTimeout(200);
}

describe('the progress tracker in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('asks visitors to sign in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/progress-tracker');
    await page.getByRole('heading', { name: 'Login Required' }).waitFor();
    await page.locator('#main').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/login');
    await context.close();
  }, 60_000);

  it.each(['light', 'dark'] as const)(
    'shows the empty state, then levels, streak, achievements and activity (%s)',
    async (colorScheme) => {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        colorScheme,
        timezoneId: 'Asia/Tokyo',
        viewport: { width: 1280, height: 860 },
      });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      const zones = new Set<string>();
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/'))
          zones.add(request.headers()['x-time-zone'] ?? '');
      });

      await registerThroughUi(page);
      await page.goto('/progress-tracker');
      await settle(page);
      await page.getByRole('heading', { name: 'Your journey starts here' }).waitFor();
      await expect(
        page.getByRole('link', { name: 'Start Your First Project' }).getAttribute('href'),
      ).resolves.toBe('/wizard');
      await page.getByText('Aspiring Entrepreneur').first().waitFor();
      await page.getByText('Daily Login').waitFor();
      await screenshot(page, `progress-empty-${colorScheme}`);
      expect([...zones]).toEqual(['Asia/Tokyo']);

      // Some activity: a project started and two steps completed.
      // Playwright's request context is not the app's fetch: it says the zone itself.
      const created = await page.request.post('/api/projects', {
        data: { currentStep: 3, stepData },
        headers: { 'X-Time-Zone': 'Asia/Tokyo' },
      });
      expect(created.status()).toBe(201);

      await page.goto('/progress-tracker');
      await settle(page);
      expect(await page.getByRole('heading', { name: 'Your journey starts here' }).count()).toBe(0);
      await page.getByText('Started Project').waitFor();
      await page.getByRole('group', { name: 'Streak' }).getByText('1 day', { exact: true }).waitFor();
      await page.getByText('Completed Step').first().waitFor();
      const steps = page.getByRole('group', { name: 'Projects' });
      await steps.getByText('2', { exact: true }).waitFor();
      await page
        .getByRole('group', { name: 'Achievements' })
        .getByText(/of \d+/)
        .waitFor();

      // Filter the achievements.
      await page.getByRole('button', { name: /^Milestone/ }).click();
      await page.getByRole('button', { name: /^Milestone/, pressed: true }).waitFor();
      const list = page.getByRole('list', { name: 'Milestone achievements' });
      await list.waitFor();
      await list.locator('li[data-unlocked="true"]').first().waitFor();
      await list
        .locator('li[data-unlocked="false"]')
        .first()
        .getByText(/^To unlock:/)
        .waitFor();
      await page.getByRole('button', { name: /^All/ }).click();
      await page.getByText('Level Perks').waitFor();
      await screenshot(page, `progress-activity-${colorScheme}`);
      await context.close();
    },
    90_000,
  );

  it.each(['light', 'dark'] as const)(
    'draws the level medal and the streak tiers (%s, stats answered by a stand-in)',
    async (colorScheme) => {
      const { context, page } = await newPage(browser, { colorScheme });
      await registerThroughUi(page);
      const real = (await (await page.request.get('/api/gamification/stats')).json()) as {
        allAchievements: Array<{ id: string; unlocked: boolean; unlockedAt: string | null }>;
      };
      const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
      const unlocked = new Set([
        'first-project',
        'first-launch',
        'making-progress',
        'warming-up',
        'week-warrior',
      ]);
      const allAchievements = real.allAchievements.map((a) => ({
        ...a,
        unlocked: unlocked.has(a.id),
        unlockedAt: unlocked.has(a.id) ? ago(60 * 24 * 3) : null,
      }));
      const stats = {
        progress: {
          totalPoints: 1180,
          level: 5,
          currentStreak: 8,
          longestStreak: 15,
          projectsCompleted: 2,
          stepsCompleted: 19,
        },
        achievements: allAchievements.filter((a) => a.unlocked),
        totalAchievements: allAchievements.length,
        currentLevel: {
          title: 'Startup Founder',
          pointsRequired: 1000,
          perks: ['Startup Founder title', 'Silver level card'],
        },
        nextLevel: { title: 'Growth Strategist', pointsRequired: 1600 },
        recentActivities: [
          { id: 'a1', activityType: 'export', date: ago(4), points: 30 },
          { id: 'a2', activityType: 'project_complete', date: ago(15), points: 100 },
          { id: 'a3', activityType: 'step_complete', date: ago(90), points: 20 },
          { id: 'a4', activityType: 'idea_view', date: ago(60 * 26), points: 5 },
          { id: 'a5', activityType: 'login', date: ago(60 * 27), points: 10 },
        ],
        allAchievements,
      };
      await page.route('**/api/gamification/stats', (route) => route.fulfill({ json: stats }));
      await page.goto('/progress-tracker');
      await settle(page);
      await page.getByText('Startup Founder').first().waitFor();
      await expect(
        page
          .getByRole('group', { name: 'Streak' })
          .locator('[data-streak-tier]')
          .getAttribute('data-streak-tier'),
      ).resolves.toBe('hot');
      await page.getByText('Exported Package').waitFor();
      await page.getByText('Finished Project').waitFor();
      await page.getByText('Viewed Business Idea').waitFor();
      await page.getByRole('button', { name: /^Streak/ }).click();
      await screenshot(page, `progress-tiers-${colorScheme}`);
      await context.close();
    },
    90_000,
  );
});
