// Screenshots of the pages a person should look at after a UI change, in the light and the dark
// theme at 1280 and 390 px wide, into screenshots/pages/ (git-ignored). Starts the built server
// (`npm run build` first) on its own database, like the benchmarks, and seeds what the pages need:
// a visitor, a Pro member with a project at step 7, a completed project and a subscription
// cancelling at period end, and the first admin.
//
//   node scripts/screenshots.mjs                   # every page, both themes, both widths
//   SHOTS=wizard,manage node scripts/screenshots.mjs   # only pages whose name contains one of these
//
// Full-page shots, plus viewport shots of long wizard steps scrolled half-way on a phone, where
// the step bar and Previous/Next must still be on screen.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../bench/exports.mjs';
import { client, dist, withBenchServer, withDatabase } from '../bench/lib.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'screenshots', 'pages');
const { fullStepData } = dist('../backend/dist/exports/fixtures/full-project.js');
const only = (process.env.SHOTS ?? '').split(',').filter(Boolean);
const wanted = (name) => only.length === 0 || only.some((o) => name.includes(o));

const ADMIN = {
  firstName: 'Ada',
  lastName: 'Admin',
  username: 'shots_admin',
  email: 'shots.admin@example.com',
  password: 'Adm1n!Passw0rd#',
};

async function seed(base) {
  const admin = client(base);
  await admin('POST', '/api/auth/setup-admin', { ...ADMIN, confirmPassword: ADMIN.password });
  const adminMe = await admin('GET', '/api/auth/me');

  const member = client(base);
  await member('POST', '/api/auth/register', {
    username: 'grace_shots',
    email: 'grace.shots@example.com',
    password: 'Passw0rdOk',
    confirmPassword: 'Passw0rdOk',
    firstName: 'Grace',
    lastName: 'Hopper',
  });
  await member('POST', '/api/create-subscription', { tier: 'pro' });
  const open = await member('POST', '/api/projects', {
    title: 'Corner Bakery',
    currentStep: 7,
    stepData: { ...fullStepData, exportSave: undefined },
  });
  const done = await member('POST', '/api/projects', {
    title: 'Paws & Suds',
    currentStep: 7,
    stepData: fullStepData,
  });
  await member('PATCH', `/api/projects/${done.id}`, { currentStep: 8 });
  await member('POST', `/api/projects/${done.id}/complete`, {});
  await member('PATCH', `/api/projects/${open.id}`, {
    stepData: {
      businessDefinition: {
        ...fullStepData.businessDefinition,
        missionStatement: 'Bread for the whole street.',
      },
    },
  });
  await member('POST', '/api/feedback', {
    title: 'Export names',
    description: 'The zip could name files after the project.',
  });

  // A second member whose subscription is cancelling at period end (Resume subscription).
  const leaving = client(base);
  await leaving('POST', '/api/auth/register', {
    username: 'lin_shots',
    email: 'lin.shots@example.com',
    password: 'Passw0rdOk',
    confirmPassword: 'Passw0rdOk',
    firstName: 'Lin',
    lastName: 'Leaving',
  });
  await leaving('POST', '/api/create-subscription', { tier: 'starter' });
  await leaving('POST', '/api/cancel-subscription', {});

  return {
    cookies: { admin: admin.cookie(), member: member.cookie(), leaving: leaving.cookie() },
    ids: { open: open.id, done: done.id, admin: adminMe.id },
  };
}

const h1 = (page) => page.getByRole('heading', { level: 1 }).first().waitFor();
const step = (page) => page.locator('#wizard-step-heading').waitFor();

function pages({ ids }) {
  return [
    // visitors
    { name: 'landing', who: null, path: '/', ready: h1 },
    {
      name: 'login-next',
      who: null,
      path: `/login?next=${encodeURIComponent(`/wizard/${ids.open}`)}`,
      ready: h1,
    },
    { name: 'register-idea', who: null, path: '/register?next=%2Fwizard', ready: h1 },
    { name: 'pricing', who: null, path: '/pricing', ready: h1 },
    { name: 'about', who: null, path: '/about', ready: h1 },
    // a member
    {
      name: 'dashboard',
      who: 'member',
      path: '/',
      ready: (p) => p.getByRole('heading', { name: 'My Projects' }).waitFor(),
    },
    ...[1, 2, 4, 6, 7, 8].map((n) => ({
      name: `wizard-step-${n}`,
      who: 'member',
      path: `/wizard/${ids.open}?step=${n}`,
      ready: step,
      scrolled: n >= 6,
    })),
    { name: 'wizard-completed', who: 'member', path: `/wizard/${ids.done}?step=2`, ready: step },
    { name: 'project-edit', who: 'member', path: `/project/${ids.open}/edit`, ready: h1 },
    { name: 'project-edit-completed', who: 'member', path: `/project/${ids.done}/edit`, ready: h1 },
    { name: 'manage-subscription', who: 'member', path: '/manage-subscription', ready: h1 },
    { name: 'manage-subscription-cancelling', who: 'leaving', path: '/manage-subscription', ready: h1 },
    { name: 'account', who: 'member', path: '/account', ready: h1 },
    { name: 'feedback', who: 'member', path: '/feedback', ready: h1 },
    { name: 'api-settings', who: 'member', path: '/api-settings', ready: h1 },
    // the admin
    { name: 'admin-users', who: 'admin', path: '/admin', ready: h1, tab: /User Management/ },
    { name: 'admin-projects', who: 'admin', path: '/admin', ready: h1, tab: /Project Overview/ },
    { name: 'admin-history-project', who: 'admin', path: `/admin/history/project/${ids.open}`, ready: h1 },
    { name: 'admin-history-user', who: 'admin', path: `/admin/history/user/${ids.admin}`, ready: h1 },
  ];
}

async function shoot(browser, base, seeded) {
  mkdirSync(out, { recursive: true });
  const list = pages(seeded).filter((p) => wanted(p.name));
  for (const theme of ['light', 'dark']) {
    for (const width of [1280, 390]) {
      const contexts = new Map();
      const contextFor = async (who) => {
        if (contexts.has(who)) return contexts.get(who);
        const context = await browser.newContext({
          baseURL: base,
          colorScheme: theme,
          viewport: { width, height: width < 500 ? 844 : 860 },
          deviceScaleFactor: 1,
          isMobile: width < 500,
          hasTouch: width < 500,
        });
        context.setDefaultTimeout(20_000);
        await context.addInitScript(() => {
          localStorage.setItem('business-builder-onboarding-closed', 'true');
          localStorage.setItem(
            'business-builder-completed-tours',
            JSON.stringify(['onboarding', 'dashboard', 'wizard', 'subscription']),
          );
        });
        if (who) {
          const cookies = seeded.cookies[who].split('; ').map((pair) => {
            const at = pair.indexOf('=');
            return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
          });
          await context.addCookies(cookies);
        }
        contexts.set(who, context);
        return context;
      };
      for (const p of list) {
        const context = await contextFor(p.who);
        const page = await context.newPage();
        const file = (suffix = '') => join(out, `${p.name}${suffix}-${width}-${theme}.png`);
        try {
          await page.goto(p.path);
          await p.ready(page);
          if (p.tab) await page.getByRole('tab', { name: p.tab }).click();
          await page.waitForTimeout(700);
          // A full-page shot draws the sticky header where the page is scrolled to (a tab's click
          // scrolls it): from the top, it sits where a person sees it.
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: file(), fullPage: true });
          if (p.scrolled && width < 500) {
            await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
            await page.waitForTimeout(300);
            await page.screenshot({ path: file('-scrolled') });
          }
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          console.log(`${file()}${overflow > 0 ? `  OVERFLOWS by ${overflow}px` : ''}`);
        } catch (error) {
          console.log(`${file()}  FAILED: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        } finally {
          await page.close();
        }
      }
      for (const context of contexts.values()) await context.close();
    }
  }
}

await withBenchServer((serverUrl) =>
  withDatabase(serverUrl, async (db) => {
    const server = await startServer(db.url);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      await shoot(browser, server.base, await seed(server.base));
    } finally {
      await browser.close();
      await server.stop();
    }
  }),
);
