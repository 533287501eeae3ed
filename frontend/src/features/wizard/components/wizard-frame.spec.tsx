import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project, StepData } from '@bb/backend/contracts';
import { installFetch, type MockResponseInit } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { WizardFrame } from './wizard-frame';

// The machine the suites run on may be busy: generous time for the user-event walks.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const user = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'user',
  subscriptionTier: 'pro',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const status = {
  tier: 'pro',
  status: 'active',
  period: '2026-03',
  completedThisMonth: 1,
  monthlyLimit: 25,
  canCompleteProjects: true,
  projectLimit: -1,
  activeProjects: 1,
  canCreateProjects: true,
  usage: { vibeCodingUsed: 0, vibeCodingLimit: 10 },
  canExport: true,
  exportsThisMonth: 0,
  exportLimit: 15,
  subscription: null,
  invoices: [],
  trial: { active: false, endsAt: null, available: false },
  billingMode: 'demo',
};

const provenance = {
  source: 'generator',
  generator: 'offline',
  version: '1.0.0',
  model: 'offline-templates',
  seed: 9,
};

const idea = {
  businessIdea: 'Meal kits for athletes',
  description: 'Weekly meal kits planned around training.',
  targetAudience: 'Amateur athletes',
  potentialRevenue: '$20K/month',
  keyFeatures: ['Macro planner'],
  industry: 'healthcare',
};

function project(overrides: Partial<Project> = {}, stepData: StepData = {}): Project {
  return {
    id: 'p1',
    title: '',
    status: 'draft',
    currentStep: 1,
    stepLabel: 'Step 1 of 8',
    completionPercentage: 0,
    stepsDone: [false, false, false, false, false, false, false, false],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    completedAt: null,
    exportCount: 0,
    lastExportedAt: null,
    duplicatedFrom: null,
    stepData,
    ...overrides,
  };
}

function setup(initial: Project, extra: Record<string, MockResponseInit | (() => MockResponseInit)> = {}) {
  // The server keeps the last saved project, so the refetch after a save reads it.
  let current = initial;
  const patch = extra['PATCH /api/projects/p1'];
  const fetchMock = installFetch({
    '/api/auth/me': { body: user },
    '/api/subscription-status': { body: status },
    'GET /api/projects/p1': () => ({ body: current }),
    'PATCH /api/projects/p1': () => {
      const answer = typeof patch === 'function' ? patch() : (patch ?? { body: current });
      if ((answer.status ?? 200) < 300) current = answer.body as Project;
      return answer;
    },
    '/api/projects/p1/history': { body: { projectId: 'p1', entries: [] } },
    ...Object.fromEntries(Object.entries(extra).filter(([key]) => key !== 'PATCH /api/projects/p1')),
  });
  renderWithProviders(<WizardFrame projectId="p1" />, { path: '/wizard/p1' });
  return fetchMock;
}

function patchBodies(fetchMock: jest.Mock): unknown[] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH')
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as unknown);
}

beforeAll(() => {
  // jsdom has no scrolling; moving between steps scrolls to the top.
  window.scrollTo = jest.fn();
});

describe('the wizard frame', () => {
  it('keeps Next disabled until step 1 has a selected idea, then saves and moves to step 2', async () => {
    const start = project({}, { ideaGeneration: { generatedIdeas: [idea], selectedIdea: null } });
    const moved = project(
      {
        title: 'Meal kits for athletes',
        status: 'in_progress',
        currentStep: 2,
        stepLabel: 'Step 2 of 8',
        completionPercentage: 13,
      },
      { ideaGeneration: { generatedIdeas: [idea], selectedIdea: idea } },
    );
    const fetchMock = setup(start, { 'PATCH /api/projects/p1': { body: moved } });

    expect(await screen.findByRole('heading', { name: 'Idea Generation', level: 2 })).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Please select a business idea to continue')).toBeTruthy();
    expect(screen.getAllByText('Step 1 of 8', { exact: false }).length).toBeGreaterThan(0);

    await userEvent.click(await screen.findByRole('radio', { name: /Meal kits for athletes/ }));
    expect((next as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Please select a business idea to continue')).toBeNull();
    await userEvent.click(next);

    expect(await screen.findByRole('heading', { name: 'Business Definition', level: 2 })).toBeTruthy();
    const [body] = patchBodies(fetchMock) as [
      { currentStep: number; stepData: StepData; provenance: unknown },
    ];
    expect(body.currentStep).toBe(2);
    expect(body.stepData.ideaGeneration?.selectedIdea).toEqual(idea);
    expect(body.provenance).toEqual({ ideaGeneration: { selectedIdea: { source: 'user' } } });

    // Step 2 holds Next back until all four fields are filled.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    expect(screen.getByText('Please fill in all fields before continuing')).toBeTruthy();
    // The title from the idea shows at once.
    expect(screen.getByRole('heading', { level: 1, name: 'Meal kits for athletes' })).toBeTruthy();
  });

  it('stays on the step and says so when the save fails', async () => {
    const start = project({}, { ideaGeneration: { generatedIdeas: [idea], selectedIdea: idea } });
    setup(start, { 'PATCH /api/projects/p1': { status: 500, body: { message: 'boom' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Save Failed')).toBeTruthy();
    expect(screen.getByText('Failed to save your progress. Please try again.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Idea Generation', level: 2 })).toBeTruthy();
  });

  it('lets only completed and current phases be opened', async () => {
    const start = project(
      { status: 'in_progress', currentStep: 4, stepLabel: 'Step 4 of 8' },
      {
        ideaGeneration: { selectedIdea: idea },
        styleGuide: { primaryColor: '#112233', secondaryColor: '#445566' },
      },
    );
    setup(start);
    await screen.findByRole('heading', { name: 'Style Guide', level: 2 });
    const phases = within(screen.getByRole('navigation', { name: 'Your Progress' }));
    expect(phases.getByRole<HTMLButtonElement>('button', { name: /Foundation.*Completed/ }).disabled).toBe(
      false,
    );
    expect(phases.getByRole<HTMLButtonElement>('button', { name: /Brand Identity.*Current/ }).disabled).toBe(
      false,
    );
    expect(
      phases.getByRole<HTMLButtonElement>('button', { name: /Development Plan.*Pending/ }).disabled,
    ).toBe(true);
    expect(
      phases.getByRole<HTMLButtonElement>('button', { name: /Complete & Export.*Pending/ }).disabled,
    ).toBe(true);

    await userEvent.click(phases.getByRole('button', { name: /Foundation/ }));
    expect(await screen.findByRole('heading', { name: 'Idea Generation', level: 2 })).toBeTruthy();
    expect(screen.getByText('Auto-saved')).toBeTruthy();
  });

  it('renames the project with Enter and reports a failure', async () => {
    const start = project({ title: 'Old name' });
    let fail = false;
    const fetchMock = setup(start, {
      'PATCH /api/projects/p1': () => (fail ? { status: 500 } : { body: project({ title: 'New name' }) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit project name' }));
    const input = screen.getByRole('textbox', { name: 'Project name' });
    await userEvent.clear(input);
    await userEvent.type(input, '  New name {Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'New name' })).toBeTruthy();
    expect(patchBodies(fetchMock)).toEqual([{ title: 'New name' }]);

    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Edit project name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Project name' }), ' 2{Enter}');
    expect(await screen.findByText('Failed to update project name')).toBeTruthy();
  });

  it('shows a completed project read-only, with its banner', async () => {
    const done = project(
      {
        title: 'Done',
        status: 'completed',
        currentStep: 8,
        stepLabel: 'Step 8 of 8',
        completedAt: '2026-03-02T10:00:00.000Z',
      },
      { ideaGeneration: { selectedIdea: idea } },
    );
    setup(done);
    expect(await screen.findByText(/This project is completed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit project name' })).toBeNull();
    expect(screen.getByText('Completed projects are read-only')).toBeTruthy();
    // Moving back shows step 1 with its inputs disabled and no generate buttons.
    await userEvent.click(screen.getByRole('button', { name: /Foundation/ }));
    await screen.findByRole('heading', { name: 'Idea Generation', level: 2 });
    expect(screen.getByLabelText('Your interests').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Generate Ideas' })).toBeNull();
  });

  it("shows 'Project Not Found' for an unknown project", async () => {
    setup(project(), { 'GET /api/projects/p1': { status: 404, body: { message: 'Project not found' } } });
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('Quick Generate saves steps 1 to 7 one by one, then opens step 7', async () => {
    const quickIdeas = [1, 2, 3, 4].map((n) => ({ ...idea, businessIdea: `Tech idea ${n}` }));
    const generated: StepData = {
      ideaGeneration: {
        industry: 'technology',
        budget: '1000-5000',
        generatedIdeas: [quickIdeas[0]!],
        selectedIdea: quickIdeas[0]!,
      },
      businessDefinition: {
        missionStatement: 'm',
        valueProposition: 'v',
        businessModel: 'b',
        competitiveAdvantage: 'c',
      },
      nameGeneration: {
        keywords: 'tech',
        selectedName: { name: 'Techly', domain: 'techly.com', description: 'd' },
      },
      styleGuide: { primaryColor: '#112233', secondaryColor: '#445566' },
      logoCreation: {
        logoStyle: 'modern',
        symbols: ['circle'],
        generatedLogos: [{ id: 'logo_1', imageUrl: 'data:,', prompt: 'p', selected: true }],
      },
      userStories: { coreFeatures: ['Macro planner'], generatedStories: [] },
      techDocumentation: { budget: 'small', complexity: 'simple' },
    };
    let saved = project();
    const fetchMock = setup(project(), {
      'POST /api/generate/ideas': { body: { ideas: quickIdeas, provenance } },
      'POST /api/generate/quick-project': { body: { title: 'Techly', stepData: generated, provenance } },
      'PATCH /api/projects/p1': () => {
        const body = JSON.parse(fetchMock.mock.calls.at(-1)![1].body as string) as {
          currentStep: number;
          stepData: StepData;
        };
        saved = project(
          {
            title: 'Techly',
            status: 'in_progress',
            currentStep: body.currentStep,
            stepLabel: `Step ${body.currentStep} of 8`,
          },
          { ...saved.stepData, ...body.stepData },
        );
        return { body: saved };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Generate 3 Ideas' }));
    expect(await screen.findAllByRole('radio', { name: /Tech idea/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('radio', { name: /Tech idea 2/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Complete Project' }));
    expect(await screen.findByRole('progressbar', { name: 'Quick Generate progress' })).toBeTruthy();

    expect(await screen.findByText('Project Generated', {}, { timeout: 10_000 })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Tech Documentation', level: 2 });
    const bodies = patchBodies(fetchMock) as Array<{
      currentStep: number;
      stepData: StepData;
      provenance: object;
    }>;
    expect(bodies.map((b) => Object.keys(b.stepData))).toEqual([
      ['ideaGeneration'],
      ['businessDefinition'],
      ['nameGeneration'],
      ['styleGuide'],
      ['logoCreation'],
      ['userStories'],
      ['techDocumentation'],
    ]);
    expect(bodies.map((b) => b.currentStep)).toEqual([2, 3, 4, 5, 6, 7, 7]);
    expect(bodies[0]!.provenance).toEqual({ ideaGeneration: provenance });
    const quick = fetchMock.mock.calls.find(([url]) => url === '/api/generate/quick-project')!;
    expect(JSON.parse((quick[1] as RequestInit).body as string)).toMatchObject({
      businessIdea: { businessIdea: 'Tech idea 2' },
      projectId: 'p1',
      budget: '1000-5000',
    });
  });

  it('autosaves unsaved changes after 30 seconds', async () => {
    jest.useFakeTimers();
    try {
      const start = project({}, { ideaGeneration: { generatedIdeas: [idea], selectedIdea: null } });
      const fetchMock = setup(start, { 'PATCH /api/projects/p1': { body: start } });
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.click(await screen.findByRole('radio', { name: /Meal kits for athletes/ }));
      expect(screen.getByText('Unsaved changes, saving shortly')).toBeTruthy();
      act(() => jest.advanceTimersByTime(20_000));
      expect(patchBodies(fetchMock)).toHaveLength(0);
      act(() => jest.advanceTimersByTime(15_000));
      await waitFor(() => expect(patchBodies(fetchMock)).toHaveLength(1));
      expect(patchBodies(fetchMock)[0]).toMatchObject({
        stepData: { ideaGeneration: { selectedIdea: idea } },
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it("step 8 with no completions left says 'Monthly completion limit reached' once, with one 'Upgrade' link", async () => {
    const atStep8 = project(
      {
        title: 'Meal kits for athletes',
        status: 'in_progress',
        currentStep: 8,
        stepLabel: 'Step 8 of 8',
        completionPercentage: 88,
      },
      { ideaGeneration: { generatedIdeas: [idea], selectedIdea: idea } },
    );
    installFetch({
      '/api/auth/me': { body: user },
      '/api/subscription-status': {
        body: { ...status, tier: 'free', completedThisMonth: 2, monthlyLimit: 2, canCompleteProjects: false },
      },
      'GET /api/projects/p1': { body: atStep8 },
      '/api/projects/p1/history': { body: { projectId: 'p1', entries: [] } },
    });
    renderWithProviders(<WizardFrame projectId="p1" />, { path: '/wizard/p1' });
    expect(await screen.findByRole('heading', { name: 'Export & Save', level: 2 })).toBeTruthy();
    await screen.findByText('Monthly completion limit reached');
    expect(screen.getAllByText(/monthly completion limit reached/i)).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Upgrade' })).toHaveLength(1);
  });

  it("Complete Project over the monthly limit answers 'Monthly Limit Reached' and keeps the project open", async () => {
    const atStep8 = project(
      {
        title: 'Meal kits for athletes',
        status: 'in_progress',
        currentStep: 8,
        stepLabel: 'Step 8 of 8',
        completionPercentage: 88,
      },
      { ideaGeneration: { generatedIdeas: [idea], selectedIdea: idea } },
    );
    const fetchMock = installFetch({
      '/api/auth/me': { body: user },
      '/api/subscription-status': {
        body: { ...status, tier: 'free', completedThisMonth: 2, monthlyLimit: 2, canCompleteProjects: false },
      },
      'GET /api/projects/p1': { body: atStep8 },
      'PATCH /api/projects/p1': {
        body: {
          ...atStep8,
          completion: {
            completed: false,
            reason: 'MonthlyLimitReached',
            completedThisMonth: 2,
            monthlyLimit: 2,
          },
        },
      },
      'POST /api/projects/p1/complete': {
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: 'Monthly completion limit reached' },
      },
      '/api/projects/p1/history': { body: { projectId: 'p1', entries: [] } },
    });
    renderWithProviders(<WizardFrame projectId="p1" />, { path: '/wizard/p1' });
    await screen.findByText('Monthly completion limit reached');
    const complete = screen.getByRole('button', { name: 'Complete Project' });
    expect((complete as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(complete);
    expect(await screen.findByText('Monthly Limit Reached')).toBeTruthy();
    expect(screen.getByText('Please upgrade your plan to complete more projects this month.')).toBeTruthy();
    // Already at step 8 with nothing to save: the completion was asked for and refused.
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) =>
          url === '/api/projects/p1/complete' && (init as RequestInit | undefined)?.method === 'POST',
      ),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Complete Project' })).toBeTruthy();
  });
});
