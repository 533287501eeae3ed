import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { prefillHref } from '../lib/prefill';
import { PrefillProject } from './prefill-project';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const idea = {
  title: 'Mobile dog grooming van for busy owners',
  businessIdea: 'Mobile dog grooming van for busy owners',
  description: 'A groomer that parks outside the door, so the dog never travels.',
  targetAudience: 'Dog owners who work long hours',
  potentialRevenue: '$12K/month',
  keyFeatures: ['Online booking', 'Breed-specific cuts'],
  industry: 'services',
};
const raw = decodeURIComponent(prefillHref(idea).slice('/wizard?prefill='.length));

const created = {
  id: '11111111-2222-4333-8444-555555555555',
  title: idea.title,
  currentStep: 1,
  stepData: {},
};

function posts(fetchMock: jest.Mock): unknown[] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method?.toUpperCase() === 'POST')
    .map(([, init]) => {
      const body = (init as RequestInit).body;
      return typeof body === 'string' ? (JSON.parse(body) as unknown) : body;
    });
}

function renderPrefill() {
  return renderWithProviders(<PrefillProject raw={raw} tier="free" />, {
    path: '/wizard',
    otherRoutes: { '/wizard/:projectId': <p>Wizard opened</p>, '/': <p>Home</p> },
  });
}

describe('/wizard?prefill=<idea>', () => {
  it('opening the link shows what would be created and creates nothing', async () => {
    const fetchMock = installFetch({ 'POST /api/projects': { status: 201, body: created } });
    renderPrefill();
    expect(await screen.findByRole('heading', { level: 1, name: idea.title })).toBeTruthy();
    expect(screen.getByText(idea.description)).toBeTruthy();
    expect(screen.getByText('Online booking, Breed-specific cuts')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create project' })).toBeTruthy();
    // Give an effect every chance to run: still nothing sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(posts(fetchMock)).toEqual([]);
    expect(screen.queryByText('Wizard opened')).toBeNull();
  });

  it("'Create project' creates it once, with the idea selected in step 1, and opens the wizard", async () => {
    const fetchMock = installFetch({ 'POST /api/projects': { status: 201, body: created } });
    renderPrefill();
    await userEvent.click(await screen.findByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Wizard opened')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([
      {
        title: idea.title,
        currentStep: 1,
        stepData: {
          ideaGeneration: {
            selectedIdea: {
              businessIdea: idea.businessIdea,
              description: idea.description,
              targetAudience: idea.targetAudience,
              potentialRevenue: idea.potentialRevenue,
              keyFeatures: idea.keyFeatures,
              industry: idea.industry,
            },
          },
        },
      },
    ]);
  });

  it("over the project limit says 'Project Limit Reached' and stays on the confirmation", async () => {
    installFetch({
      'POST /api/projects': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'Forbidden',
          message: 'Project limit reached: your plan allows 2 open projects.',
        },
      },
    });
    renderPrefill();
    await userEvent.click(await screen.findByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Project Limit Reached')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create project' }).disabled).toBe(false),
    );
    expect(screen.queryByText('Wizard opened')).toBeNull();
  });

  it("'Cancel' goes home without creating anything", async () => {
    const fetchMock = installFetch({ 'POST /api/projects': { status: 201, body: created } });
    renderPrefill();
    await userEvent.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);
  });

  it("an argument that is not an idea shows 'No Project Selected'", () => {
    installFetch({});
    renderWithProviders(<PrefillProject raw="{not json" tier="free" />, { path: '/wizard' });
    expect(screen.getByRole('heading', { name: 'No Project Selected' })).toBeTruthy();
  });
});
