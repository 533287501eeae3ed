import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldSource, StepData, StepKey, Tier } from '@bb/backend/contracts';
import { useState, type ComponentType } from 'react';
import { installFetch, type MockResponseInit } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import type { StepProps } from '../step-props';
import IdeaGenerationStep from './step-1-idea-generation';
import BusinessDefinitionStep from './step-2-business-definition';
import NameGenerationStep from './step-3-name-generation';
import StyleGuideStep from './step-4-style-guide';

// The machine the suites run on may be busy: generous time for the user-event walks.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => {
  // Radix Select measures and captures pointers, which jsdom does not do.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

const provenance = {
  source: 'generator',
  generator: 'offline',
  version: '1.0.0',
  model: 'offline-templates',
  seed: 3,
} as const;
const idea = {
  businessIdea: 'Meal kits for athletes',
  description: 'Weekly meal kits planned around training.',
  targetAudience: 'Amateur athletes',
  potentialRevenue: '$20K/month',
  keyFeatures: ['Macro planner'],
  industry: 'healthcare',
};

/** One step on its own, holding its value like the frame does; every onChange is recorded. */
function renderStep<K extends StepKey>(
  key: K,
  Step: ComponentType<StepProps<K>>,
  {
    stepData = {},
    tier = 'pro',
    sources,
  }: { stepData?: StepData; tier?: Tier; sources?: Record<string, FieldSource> } = {},
) {
  const changes: Array<{ next: unknown; provenance: unknown }> = [];
  function Harness() {
    const [data, setData] = useState<StepData>(stepData);
    return (
      <Step
        projectId="p1"
        projectTitle="Project"
        stepData={data}
        value={data[key]}
        onChange={(next, p) => {
          changes.push({ next, provenance: p });
          setData((d) => ({ ...d, [key]: next }));
        }}
        saveNow={() => Promise.resolve()}
        readOnly={false}
        tier={tier}
        goNext={() => undefined}
        goPrevious={() => undefined}
        fieldSources={sources}
      />
    );
  }
  renderWithProviders(<Harness />, { path: '/wizard/p1' });
  return changes;
}

const post = (fetchMock: jest.Mock, url: string) =>
  fetchMock.mock.calls
    .filter(([u, init]) => u === url && (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, unknown>);

function api(routes: Record<string, MockResponseInit | (() => MockResponseInit)>) {
  return installFetch(routes);
}

describe('step 1, Idea Generation', () => {
  it('shows free plans a locked Premium Feature card instead of Quick Generate', () => {
    api({});
    renderStep('ideaGeneration', IdeaGenerationStep, { tier: 'free' });
    expect(screen.getByRole('heading', { name: 'Premium Feature' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Upgrade to unlock/ }).getAttribute('href')).toBe('/pricing');
  });

  it('asks for the profile, generates ideas and says so when it fails', async () => {
    let fail = false;
    const fetchMock = api({
      'POST /api/generate/ideas': () => (fail ? { status: 500 } : { body: { ideas: [idea], provenance } }),
    });
    const changes = renderStep('ideaGeneration', IdeaGenerationStep);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Ideas' }));
    expect(await screen.findByText('Please tell us about your interests')).toBeTruthy();
    expect(post(fetchMock, '/api/generate/ideas')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Your interests'), 'sport');
    await userEvent.type(screen.getByLabelText('Your skills'), 'cooking');
    // The selects are set through the working copy's defaults in the frame; here through the form.
    await userEvent.click(screen.getByRole('combobox', { name: 'Industry' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Starting budget' }));
    await userEvent.click(await screen.findByRole('option', { name: '$0 - $1,000' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Ideas' }));
    expect(await screen.findByText('Please enter your industry')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Your industry'), 'Sports nutrition');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Ideas' }));

    expect(await screen.findByRole('radio', { name: /Meal kits for athletes/ })).toBeTruthy();
    expect(post(fetchMock, '/api/generate/ideas')).toEqual([
      {
        interests: 'sport',
        skills: 'cooking',
        industry: 'other',
        customIndustry: 'Sports nutrition',
        budget: '0-1000',
      },
    ]);
    expect(changes.at(-1)?.provenance).toEqual({ generatedIdeas: provenance });

    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Generate Ideas' }));
    expect(await screen.findByText('Failed to generate business ideas. Please try again.')).toBeTruthy();
  });

  it("marks the idea of the day as 'Daily Idea Selected', and Start Over clears ideas and selection", async () => {
    api({});
    const changes = renderStep('ideaGeneration', IdeaGenerationStep, {
      stepData: { ideaGeneration: { selectedIdea: idea } },
    });
    // Once on the page, so a lookup by the spec's text finds one element (substring match, as a
    // browser test's getByText does).
    expect(screen.getAllByText(/Daily Idea Selected/i)).toHaveLength(1);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Meal kits/ }).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(changes.at(-1)?.next).toMatchObject({ generatedIdeas: [], selectedIdea: null });
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('step 2, Business Definition', () => {
  const definition = {
    missionStatement: 'Generated mission',
    valueProposition: 'Generated value',
    businessModel: 'Generated model',
    competitiveAdvantage: 'Generated edge',
  };

  it('fills empty fields, and asks before replacing text the user wrote', async () => {
    const fetchMock = api({
      'POST /api/generate/business-definition': { body: { ...definition, provenance } },
    });
    const changes = renderStep('businessDefinition', BusinessDefinitionStep, {
      stepData: {
        ideaGeneration: { selectedIdea: idea },
        businessDefinition: { missionStatement: 'My mission' },
      },
      sources: { missionStatement: { source: 'user' } },
    });
    expect(screen.queryAllByText(/business definition/i)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Business Definition' }));
    expect(await screen.findByRole('dialog', { name: 'Replace your own text?' })).toBeTruthy();
    expect(screen.getByText('Mission Statement', { selector: 'li' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my text' }));

    expect(screen.getByLabelText<HTMLTextAreaElement>('Mission Statement').value).toBe('My mission');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Value Proposition/).value).toBe('Generated value');
    expect(changes.at(-1)?.provenance).toEqual({
      valueProposition: provenance,
      businessModel: provenance,
      competitiveAdvantage: provenance,
    });
    expect(post(fetchMock, '/api/generate/business-definition')[0]).toMatchObject({
      businessIdea: 'Meal kits for athletes',
      targetAudience: 'Amateur athletes',
      industry: 'Healthcare',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Generate Business Definition' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Replace with generated' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Mission Statement/).value).toBe('Generated mission');
  });

  it('cannot generate without a selected idea', async () => {
    api({ 'POST /api/generate/business-definition': { status: 502 } });
    renderStep('businessDefinition', BusinessDefinitionStep, { stepData: {} });
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Generate Business Definition' }).disabled,
    ).toBe(true);
    expect(screen.getByText('Select a business idea in step 1 to generate a definition.')).toBeTruthy();
  });
});

describe('step 3, Name Generation', () => {
  const name = (n: string) => ({
    name: n,
    domain: `${n.toLowerCase()}.com`,
    description: `About ${n}`,
    length: n.length,
    isFavorite: false,
  });

  it('needs keywords, style and length; Generate More Names extends the list; a name can be starred and selected', async () => {
    let more = false;
    const fetchMock = api({
      'POST /api/generate/names': () => ({
        body: { names: more ? [name('Kitly'), name('Fuelo')] : [name('Mealo'), name('Fitbox')], provenance },
      }),
    });
    const changes = renderStep('nameGeneration', NameGenerationStep, {
      stepData: { ideaGeneration: { selectedIdea: idea } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Generate Names' }));
    expect(await screen.findByText('Please enter at least one keyword')).toBeTruthy();
    expect(screen.getByText('Please select a name style')).toBeTruthy();
    expect(screen.getByText('Please select a name length')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Keywords'), 'meal, fit');
    await userEvent.click(screen.getByRole('radio', { name: /Short & Memorable/ }));
    await userEvent.click(screen.getByRole('radio', { name: /^Short 3-6/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Names' }));
    expect(await screen.findByRole('radio', { name: /Mealo/ })).toBeTruthy();

    more = true;
    await userEvent.click(screen.getByRole('button', { name: 'Generate More Names' }));
    await screen.findByRole('radio', { name: /Kitly/ });
    expect(post(fetchMock, '/api/generate/names')[1]).toMatchObject({
      existingNames: ['Mealo', 'Fitbox'],
      domainExtension: '.com',
    });
    expect(screen.getAllByRole('radio', { name: /\.com/ })).toHaveLength(4);

    await userEvent.click(screen.getByRole('button', { name: 'Favorite Fitbox' }));
    expect(screen.getByRole('button', { name: 'Favorite Fitbox' }).getAttribute('aria-pressed')).toBe('true');
    // The name's label finds its radio alone, not its star too.
    expect(screen.getAllByLabelText(/Fitbox/)).toHaveLength(1);
    await userEvent.click(screen.getByRole('radio', { name: /Fuelo/ }));
    expect(changes.at(-1)?.next).toMatchObject({
      selectedName: { name: 'Fuelo', domain: 'fuelo.com', description: 'About Fuelo' },
    });
    expect(screen.getByText('Selected name')).toBeTruthy();
  });

  it("says 'Failed to generate additional names' when Generate More Names fails", async () => {
    api({ 'POST /api/generate/names': { status: 500 } });
    renderStep('nameGeneration', NameGenerationStep, {
      stepData: {
        nameGeneration: {
          keywords: 'a',
          style: 'Modern & Tech',
          maxLength: 'short',
          generatedNames: [name('Mealo')],
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Generate More Names' }));
    expect(await screen.findByText('Failed to generate additional names')).toBeTruthy();
  });
});

describe('step 4, Style Guide', () => {
  it('starts from the defaults, shows contrast live and reports a failed generation', async () => {
    api({ 'POST /api/generate/style-guide': { status: 500 } });
    const changes = renderStep('styleGuide', StyleGuideStep, {
      stepData: { nameGeneration: { selectedName: { name: 'Mealo' } } },
    });
    await waitFor(() =>
      expect(changes[0]?.next).toMatchObject({
        primaryColor: '#6366F1',
        secondaryColor: '#8B5CF6',
        accentColor: '#06B6D4',
        neutralColor: '#64748B',
        fontPrimary: 'Inter',
        fontSecondary: 'Inter',
      }),
    );
    const primary = screen.getByRole<HTMLInputElement>('textbox', { name: 'Primary colour' });
    // Each colour's label finds its hex field alone (the picker is named by its title).
    for (const colour of ['Primary', 'Secondary', 'Accent', 'Neutral']) {
      expect(screen.getAllByLabelText(new RegExp(colour, 'i'))).toHaveLength(1);
      expect(screen.getAllByLabelText(new RegExp(`${colour} colour`, 'i'))).toHaveLength(1);
    }
    expect(screen.getByTitle('Primary colour picker').getAttribute('type')).toBe('color');
    await userEvent.clear(primary);
    await userEvent.type(primary, '#111827');
    expect(changes.at(-1)?.next).toMatchObject({ primaryColor: '#111827', colors: { primary: '#111827' } });
    expect(screen.getAllByText('white text').length).toBeGreaterThan(0);

    // The title is the heading's text alone; the button shows 'Generate'.
    expect(screen.queryAllByText(/style guide/i)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Generate Style Guide' }).textContent).toBe('Generate');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Style Guide' }));
    expect(await screen.findByText('Failed to generate style guide')).toBeTruthy();
  });
});
