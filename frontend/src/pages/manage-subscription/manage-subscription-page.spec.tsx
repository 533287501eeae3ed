import { renderWithProviders } from '@/test/render';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freeStatus, plansFixture, proStatus, signedInUser, trialStatus } from '@/test/billing-fixtures';
import { installFetch, type FetchRoutes } from '@/test/fetch-mock';
import ManageSubscriptionPage from './manage-subscription-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

function setup(routes: FetchRoutes) {
  return installFetch({
    '/api/auth/me': { body: signedInUser },
    '/api/plans': { body: plansFixture },
    '/api/byok/pricing': { status: 404 },
    ...routes,
  });
}

const currentPlanCard = async () =>
  (await screen.findByRole('heading', { name: 'Current plan' })).closest('[data-slot="card"]') as HTMLElement;

describe('Manage Subscription and the opt-in trial', () => {
  it('a free account that can try Pro starts the trial from its current plan card', async () => {
    const endsAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 - 60_000).toISOString();
    let status = freeStatus(true);
    setup({
      '/api/subscription-status': () => ({ body: status }),
      'POST /api/start-trial': () => {
        status = trialStatus(endsAt);
        return { status: 201, body: status };
      },
    });
    renderWithProviders(<ManageSubscriptionPage />, { path: '/manage-subscription' });
    const card = await currentPlanCard();
    expect(within(card).getByText('You are on the Free plan.')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: /Try Pro free for 7 days/ }));

    expect(await screen.findByText('Trial started')).toBeTruthy();
    expect(await within(card).findByText('Trial: 7 days left')).toBeTruthy();
    expect(within(card).getByText(/You are trying Pro for free/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Try Pro free/ })).toBeNull();
  });

  it('a failure other than a 409 says the trial could not start, with the reason', async () => {
    setup({
      '/api/subscription-status': { body: freeStatus(true) },
      'POST /api/start-trial': {
        status: 503,
        body: { statusCode: 503, error: 'Service Unavailable', message: 'Billing is unavailable right now' },
      },
    });
    renderWithProviders(<ManageSubscriptionPage />, { path: '/manage-subscription' });
    const card = await currentPlanCard();
    await userEvent.click(within(card).getByRole('button', { name: /Try Pro free for 7 days/ }));
    expect(await screen.findByText('Could not start the trial')).toBeTruthy();
    expect(screen.getByText('Billing is unavailable right now')).toBeTruthy();
    // Still free, so the offer stays.
    expect(within(card).getByRole('button', { name: /Try Pro free for 7 days/ })).toBeTruthy();
  });

  it('a free account that had its trial sees no offer', async () => {
    setup({ '/api/subscription-status': { body: freeStatus(false) } });
    renderWithProviders(<ManageSubscriptionPage />, { path: '/manage-subscription' });
    const card = await currentPlanCard();
    expect(within(card).getByText('You are on the Free plan.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Try Pro free/ })).toBeNull();
  });
});

// The spec's texts are found by a text lookup (Playwright's getByText matches substrings in any
// case), which must find one element: a badge repeating them made the lookup ambiguous.
describe('Manage Subscription: the spec texts appear once', () => {
  it("a subscription ending with its period says 'Cancelling at period end' once, instead of 'Renews'", async () => {
    setup({ '/api/subscription-status': { body: proStatus('active', true) } });
    renderWithProviders(<ManageSubscriptionPage />, { path: '/manage-subscription' });
    await currentPlanCard();
    expect(screen.getAllByText(/cancelling at period end/i)).toHaveLength(1);
    expect(screen.queryByText(/renews/i)).toBeNull();
  });

  it("a renewing subscription says 'Renews' once, and 'Invoice history' once", async () => {
    setup({ '/api/subscription-status': { body: proStatus('active') } });
    renderWithProviders(<ManageSubscriptionPage />, { path: '/manage-subscription' });
    await currentPlanCard();
    expect(screen.getAllByText(/renews/i)).toHaveLength(1);
    expect(screen.queryByText(/cancelling at period end/i)).toBeNull();
    expect(screen.getAllByText(/invoice history/i)).toHaveLength(1);
  });

  it("an incomplete subscription shows 'Payment Required' once, with Complete Payment to /subscribe", async () => {
    setup({ '/api/subscription-status': { body: proStatus('incomplete') } });
    renderWithProviders(<ManageSubscriptionPage />, { path: '/manage-subscription' });
    await currentPlanCard();
    expect(screen.getAllByText(/payment required/i)).toHaveLength(1);
    const link = screen.getByRole('link', { name: /Complete Payment/ });
    expect(link.getAttribute('href')).toMatch(/^\/subscribe/);
  });
});

describe('Manage Subscription: resuming a cancelled subscription', () => {
  it('asks first, with the price and the next billing date, then shows the plan renewing', async () => {
    let status = proStatus('active', true);
    let resumed = 0;
    setup({
      '/api/subscription-status': () => ({ body: status }),
      'POST /api/resume-subscription': () => {
        resumed += 1;
        status = proStatus('active');
        return { body: { cancel_at_period_end: false, renewsAt: '2026-12-22T10:00:00.000Z' } };
      },
    });
    renderWithProviders(<ManageSubscriptionPage />, { path: '/manage-subscription' });
    const card = await currentPlanCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Resume subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep your Pro plan?' });
    expect(within(dialog).getByText(/Nothing is charged today/).textContent).toMatch(/\$24\.99\/month/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(resumed).toBe(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Resume subscription' }));
    const again = await screen.findByRole('dialog', { name: 'Keep your Pro plan?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Subscription resumed')).toBeTruthy();
    expect(resumed).toBe(1);
    expect(await within(card).findByText('Renews')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Resume subscription' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
  });
});
