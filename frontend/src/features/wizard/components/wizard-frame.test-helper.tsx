import { configure } from '@testing-library/react';
import type { Project, StepData } from '@bb/backend/contracts';
import { installFetch, type MockResponseInit } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { WizardFrame } from './wizard-frame';

/** What the wizard frame's specs share: a pro user, their plan, a project and a server that keeps its saves. */

// The machine the suites run on may be busy: generous time for the user-event walks.
export function allowSlowWalks(): void {
  jest.setTimeout(60_000);
  configure({ asyncUtilTimeout: 10_000 });
  beforeAll(() => {
    // jsdom has no scrolling; moving between steps scrolls to the top.
    window.scrollTo = jest.fn();
  });
}

export const user = {
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

export const status = {
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

export const provenance = {
  source: 'generator',
  generator: 'offline',
  version: '1.0.0',
  model: 'offline-templates',
  seed: 9,
};

export const idea = {
  businessIdea: 'Meal kits for athletes',
  description: 'Weekly meal kits planned around training.',
  targetAudience: 'Amateur athletes',
  potentialRevenue: '$20K/month',
  keyFeatures: ['Macro planner'],
  industry: 'healthcare',
};

export function project(overrides: Partial<Project> = {}, stepData: StepData = {}): Project {
  return {
    id: 'p1',
    title: '',
    status: 'draft',
    currentStep: 1,
    stepLabel: 'Step 1 of 8',
    version: 1,
    sources: {},
    completionPercentage: 0,
    stepsDone: [false, false, false, false, false, false, false, false],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    completedAt: null,
    exportCount: 0,
    lastExportedAt: null,
    duplicatedFrom: null,
    staleSteps: [],
    stepData,
    ...overrides,
  };
}

export function setup(
  initial: Project,
  extra: Record<string, MockResponseInit | (() => MockResponseInit)> = {},
) {
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

export function patchBodies(fetchMock: jest.Mock): unknown[] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH')
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as unknown);
}
