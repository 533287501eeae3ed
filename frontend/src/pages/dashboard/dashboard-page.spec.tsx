import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectListItem } from '@bb/backend/contracts';
import { installFetch, type MockResponseInit } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import DashboardPage from './dashboard-page';
import { signedInUser } from '@/test/user-fixtures';

// The machine the suites run on may be busy: generous time for the user-event walks.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const user = signedInUser;

function status(tier: string, extra: Record<string, unknown> = {}) {
  return {
    tier,
    status: tier === 'free' ? 'free' : 'active',
    period: '2026-03',
    completedThisMonth: 1,
    monthlyLimit: tier === 'free' ? 2 : tier === 'starter' ? 10 : tier === 'pro' ? 25 : -1,
    canCompleteProjects: true,
    projectLimit: 2,
    activeProjects: 2,
    canCreateProjects: false,
    usage: { vibeCodingUsed: 0, vibeCodingLimit: 0 },
    canExport: tier !== 'free',
    exportsThisMonth: 0,
    exportLimit: 0,
    subscription: null,
    invoices: [],
    trial: { active: false, endsAt: null, available: false },
    billingMode: 'demo',
    ...extra,
  };
}

function card(id: string, title: string, overrides: Partial<ProjectListItem> = {}): ProjectListItem {
  return {
    id,
    title,
    status: 'in_progress',
    currentStep: 3,
    stepLabel: 'Step 3 of 8',
    completionPercentage: 25,
    stepsDone: [true, true, false, false, false, false, false, false],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    completedAt: null,
    exportCount: 0,
    lastExportedAt: null,
    duplicatedFrom: null,
    staleSteps: [],
    summary: {
      businessIdea: `${title} idea`,
      description: null,
      industry: null,
      businessName: null,
      primaryColor: null,
      secondaryColor: null,
    },
    ...overrides,
  };
}

const fitMeals = card('p1', 'Fit Meals');
const bikeVans = card('p2', 'Bike Vans', {
  status: 'completed',
  currentStep: 8,
  stepLabel: 'Step 8 of 8',
  completionPercentage: 100,
});
const untitled = card('p3', '', {
  status: 'draft',
  currentStep: 1,
  stepLabel: 'Step 1 of 8',
  completionPercentage: 0,
});

beforeAll(() => {
  // Radix Select measures and captures pointers, which jsdom does not do.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

function setup(routes: Record<string, MockResponseInit | (() => MockResponseInit)>, tier = 'free') {
  const fetchMock = installFetch({
    '/api/auth/me': { body: { ...user, subscriptionTier: tier } },
    '/api/subscription-status': { body: status(tier) },
    ...routes,
  });
  renderWithProviders(<DashboardPage />, { path: '/', otherRoutes: { '/wizard/:id': <p>Wizard page</p> } });
  return fetchMock;
}

const urls = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => String(url));
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Projects' }))
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent);

describe('the dashboard', () => {
  it('shows the plan, and the cards with status, progress and step', async () => {
    setup({ '/api/projects': { body: [fitMeals, bikeVans, untitled] } });
    expect(await screen.findByText('1/2 projects completed this month')).toBeTruthy();
    expect(screen.getByText('Free plan')).toBeTruthy();
    expect(screen.getByText(/2\/2 open projects: complete or delete one/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Upgrade Plan/ }).getAttribute('href')).toBe('/pricing');
    expect(await screen.findByRole('heading', { name: 'Fit Meals' })).toBeTruthy();
    expect(cardTitles()).toEqual(['Fit Meals', 'Bike Vans', 'Untitled Project']);
    expect(screen.getByText('Step 3 of 8')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Fit Meals: 25% complete' })).toBeTruthy();
  });

  it('offers a free account that never had a trial to try Pro, and the banner turns Pro', async () => {
    const endsAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 - 60_000).toISOString();
    const onTrial = {
      ...status('pro'),
      status: 'trialing',
      trial: { active: true, endsAt, available: false },
    };
    let current: Record<string, unknown> = status('free', {
      trial: { active: false, endsAt: null, available: true },
    });
    const fetchMock = setup({
      '/api/projects': { body: [fitMeals] },
      '/api/subscription-status': () => ({ body: current }),
      'POST /api/start-trial': () => {
        current = onTrial;
        return { status: 201, body: onTrial };
      },
    });
    const banner = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(banner).getByRole('link', { name: /Upgrade Plan/ })).toBeTruthy();
    const sessionReads = () => urls(fetchMock).filter((url) => url === '/api/auth/session').length;
    const sessionReadsBefore = sessionReads();
    await userEvent.click(within(banner).getByRole('button', { name: /Try Pro free for 7 days/ }));

    expect(await screen.findByText('Trial started')).toBeTruthy();
    expect(await within(banner).findByText('Pro plan')).toBeTruthy();
    expect(within(banner).getByText('Trial: 7 days left')).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: /Try Pro free/ })).toBeNull();
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/start-trial');
    expect((post?.[1] as RequestInit).method).toBe('POST');
    // The session is read again too (its subscriptionTier), as after any plan change.
    await waitFor(() => expect(sessionReads()).toBeGreaterThan(sessionReadsBefore));
  });

  it('offers no trial to a free account that already had one', async () => {
    setup({
      '/api/projects': { body: [] },
      '/api/subscription-status': {
        body: status('free', {
          trial: { active: false, endsAt: '2026-01-08T00:00:00.000Z', available: false },
        }),
      },
    });
    const banner = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(banner).getByText('Free plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Try Pro free/ })).toBeNull();
  });

  it('offers Manage Subscription to enterprise', async () => {
    setup({ '/api/projects': { body: [] } }, 'enterprise');
    expect(await screen.findByRole('link', { name: /Manage Subscription/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Upgrade Plan/ })).toBeNull();
    expect(screen.getByText('1 project completed this month (unlimited)')).toBeTruthy();
  });

  it('searches and sorts through the server', async () => {
    const fetchMock = setup({
      '/api/projects': { body: [fitMeals, bikeVans] },
      '/api/projects?search=bike': { body: [bikeVans] },
      '/api/projects?search=bike&sort=za': { body: [bikeVans] },
      '/api/projects?sort=az': { body: [bikeVans, fitMeals] },
    });
    await screen.findByRole('heading', { name: 'Fit Meals' });

    expect(screen.getByPlaceholderText('Search projects...')).toBe(
      screen.getByRole('searchbox', { name: 'Search projects' }),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'bike');
    await waitFor(() => expect(cardTitles()).toEqual(['Bike Vans']), { timeout: 3000 });
    expect(urls(fetchMock)).toContain('/api/projects?search=bike');

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort projects' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Z-A' }));
    await waitFor(() => expect(urls(fetchMock)).toContain('/api/projects?search=bike&sort=za'));

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort projects' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Last Updated',
      'Created Date',
      'A-Z',
      'Z-A',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'A-Z' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Bike Vans', 'Fit Meals']), { timeout: 3000 });
  });

  it("shows 'No projects yet' and creates a project into the wizard", async () => {
    const fetchMock = setup({
      '/api/projects': { body: [] },
      'POST /api/projects': { status: 201, body: { ...card('new', ''), stepData: {} } },
    });
    expect(await screen.findByText('No projects yet')).toBeTruthy();
    // One 'Create Project' button: the empty state's (the header's is left out with no projects).
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Wizard page')).toBeTruthy();
    const post = fetchMock.mock.calls.find(
      ([, init]) => (init as RequestInit | undefined)?.method === 'POST',
    );
    expect(JSON.parse((post?.[1] as RequestInit).body as string)).toEqual({
      title: '',
      currentStep: 1,
      stepData: {},
    });
  });

  it.each([
    ['free', 'Upgrade to Starter ($9.99/month) or Pro ($24.99/month)'],
    ['starter', 'Upgrade to Pro ($24.99/month)'],
    ['pro', 'This feature requires a higher tier subscription'],
  ])("says 'Project Limit Reached' with the upgrade advice for %s", async (tier, advice) => {
    setup(
      {
        '/api/projects': { body: [fitMeals] },
        'POST /api/projects': {
          status: 403,
          body: {
            statusCode: 403,
            error: 'Forbidden',
            message: 'Project limit reached: your plan allows 2 open projects.',
          },
        },
      },
      tier,
    );
    await screen.findByRole('heading', { name: 'Fit Meals' });
    await screen.findByText(
      new RegExp(`${tier === 'pro' ? 'Pro' : tier === 'starter' ? 'Starter' : 'Free'} plan`),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Project Limit Reached')).toBeTruthy();
    expect(screen.getByText(advice, { exact: false })).toBeTruthy();
  });

  it("says 'Failed to create new project' for any other failure", async () => {
    setup({ '/api/projects': { body: [] }, 'POST /api/projects': { status: 500 } });
    await screen.findByText('No projects yet');
    await userEvent.click(screen.getAllByRole('button', { name: 'Create Project' })[0]!);
    expect(await screen.findByText('Failed to create new project')).toBeTruthy();
  });

  it('deletes a project after asking, and offers exports only for completed projects on paid plans', async () => {
    let list = [fitMeals, bikeVans];
    setup(
      {
        '/api/projects': () => ({ body: list }),
        'DELETE /api/projects/p1': () => {
          list = [bikeVans];
          return { status: 204 };
        },
      },
      'pro',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Bike Vans' }));
    expect(await screen.findByRole('menuitem', { name: 'Complete Package' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Business Plan' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Fit Meals' }));
    expect(screen.queryByRole('menuitem', { name: 'Complete Package' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Continue Project' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Edit Content' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toBeTruthy();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Fit Meals/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Project' }));
    expect(await screen.findByText('Project deleted successfully')).toBeTruthy();
    await waitFor(() => expect(cardTitles()).toEqual(['Bike Vans']), { timeout: 3000 });
  });
});
