import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StepData } from '@bb/backend/contracts';
import { allowSlowWalks, idea, patchBodies, project, setup } from './wizard-frame.test-helper';

allowSlowWalks();

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
      { currentStep: number; fields: StepData; expectedVersion: number; provenance: unknown },
    ];
    expect(body.currentStep).toBe(2);
    // The lean save: only the changed fields, against the version the wizard opened.
    expect(body.expectedVersion).toBe(1);
    expect(body.fields).toEqual({ ideaGeneration: { selectedIdea: idea } });
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
    // Moving back shows step 1 read as a document: the chosen idea as text, no form, no generate buttons.
    await userEvent.click(screen.getByRole('button', { name: /Foundation/ }));
    await screen.findByRole('heading', { name: 'Idea Generation', level: 2 });
    expect(screen.getByRole('article', { name: 'Read-only project content' }).textContent).toContain(
      idea.businessIdea,
    );
    expect(screen.queryByLabelText('Your interests')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate Ideas' })).toBeNull();
  });

  it("shows 'Project Not Found' for an unknown project", async () => {
    setup(project(), { 'GET /api/projects/p1': { status: 404, body: { message: 'Project not found' } } });
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });
});
