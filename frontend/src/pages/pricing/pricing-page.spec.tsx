import { renderWithProviders } from '@/test/render';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freeStatus, plansFixture, signedInUser, trialStatus } from '@/test/billing-fixtures';
import { installFetch, type FetchRoutes } from '@/test/fetch-mock';
import PricingPage from './pricing-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

function setup(routes: FetchRoutes) {
  const fetchMock = installFetch({ '/api/plans': { body: plansFixture }, ...routes });
  renderWithProviders(<PricingPage />, {
    path: '/pricing',
    otherRoutes: { '/login': <h1>Sign In page</h1>, '/subscribe': <h1>Subscribe page</h1> },
  });
  return fetchMock;
}

const proCard = () => screen.findByTestId('plan-card-pro');

describe('the pricing page and the opt-in trial', () => {
  it('signed out: no trial button; choosing Pro goes to /login; the trial is named once', async () => {
    const fetchMock = setup({ '/api/auth/me': { status: 401 } });
    const card = await proCard();
    expect(within(card).queryByRole('button', { name: /Try Pro free/ })).toBeNull();
    expect(within(card).getByText('Try it free for 7 days')).toBeTruthy();
    expect(screen.getAllByText(/7-day free trial/)).toHaveLength(1);
    await userEvent.click(within(card).getByRole('button', { name: /Choose Pro/ }));
    expect(await screen.findByRole('heading', { name: 'Sign In page' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/subscription-status');
  });

  it('the Free card lists no logos, user stories, tech docs or exports', async () => {
    setup({ '/api/auth/me': { status: 401 } });
    const free = await screen.findByTestId('plan-card-free');
    expect(free.textContent).toMatch(/Free highlight/);
    expect(free.textContent).not.toMatch(/logo|user stor|tech|export/i);
  });

  it('signed in, trial available: the Pro card starts the trial, says when it ends and turns into keep Pro', async () => {
    const endsAt = '2026-11-29T12:00:00.000Z';
    let status = freeStatus(true);
    const fetchMock = setup({
      '/api/auth/me': { body: signedInUser },
      '/api/subscription-status': () => ({ body: status }),
      'POST /api/start-trial': () => {
        status = trialStatus(endsAt);
        return { status: 201, body: status };
      },
    });
    const card = await proCard();
    const start = await within(card).findByRole('button', { name: /Try Pro free for 7 days/ });
    // Choosing Pro outright stays possible beside the trial.
    expect(within(card).getByRole('button', { name: /Choose Pro/ })).toBeTruthy();
    expect(
      within(screen.getByTestId('plan-card-free')).getByRole('button', { name: 'Your current plan' }),
    ).toBeTruthy();

    await userEvent.click(start);
    expect(await screen.findByText('Trial started')).toBeTruthy();
    const endDate = new Date(endsAt).toLocaleDateString(undefined, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    expect(screen.getByText(`You have Pro until ${endDate}. No card is needed.`)).toBeTruthy();
    expect(await within(card).findByRole('button', { name: /Keep Pro after your trial/ })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Try Pro free/ })).toBeNull();
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/start-trial');
    expect((post?.[1] as RequestInit).method).toBe('POST');
    expect(screen.getAllByText(/7-day free trial/)).toHaveLength(1);
  });

  it('signed in, trial already used: a 409 TrialAlreadyUsed is a clear error toast and the button goes', async () => {
    let status = freeStatus(true);
    setup({
      '/api/auth/me': { body: signedInUser },
      '/api/subscription-status': () => ({ body: status }),
      'POST /api/start-trial': () => {
        status = freeStatus(false);
        return {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            message: 'The 7-day free trial has already been used.',
            code: 'TrialAlreadyUsed',
          },
        };
      },
    });
    const card = await proCard();
    await userEvent.click(await within(card).findByRole('button', { name: /Try Pro free for 7 days/ }));
    expect(await screen.findByText('Could not start the trial')).toBeTruthy();
    expect(screen.getByText(/already had its free trial of Pro/)).toBeTruthy();
    // The status is read again: the trial is no longer offered.
    await waitFor(() => expect(within(card).queryByRole('button', { name: /Try Pro free/ })).toBeNull());
    expect(within(card).getByRole('button', { name: /Choose Pro/ })).toBeTruthy();
  });

  it('signed in, trial not available: no trial button', async () => {
    setup({
      '/api/auth/me': { body: signedInUser },
      '/api/subscription-status': { body: freeStatus(false) },
    });
    const card = await proCard();
    await within(card).findByRole('button', { name: /Choose Pro/ });
    await within(screen.getByTestId('plan-card-free')).findByRole('button', { name: 'Your current plan' });
    expect(within(card).queryByRole('button', { name: /Try Pro free/ })).toBeNull();
  });
});
