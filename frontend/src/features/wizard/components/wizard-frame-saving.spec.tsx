import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StepData } from '@bb/backend/contracts';
import { allowSlowWalks, idea, patchBodies, project, provenance, setup } from './wizard-frame.test-helper';

allowSlowWalks();

describe('the wizard frame: Quick Generate and autosave', () => {
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
        expectedVersion: 1,
        fields: { ideaGeneration: { selectedIdea: idea } },
      });
    } finally {
      jest.useRealTimers();
    }
  });
});
