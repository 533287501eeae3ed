import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { WizardFrame } from './wizard-frame';
import { allowSlowWalks, idea, project, status, user } from './wizard-frame.test-helper';

allowSlowWalks();

describe('the wizard frame: step 8 and the monthly completion limit', () => {
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
    // It asks first: completing uses a monthly completion.
    const dialog = await screen.findByRole('dialog', { name: 'Complete this project?' });
    expect(dialog.textContent).toContain(
      'This uses 1 of your 2 monthly completions (2 used so far, 0 left after this one).',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Project' }));
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
