import { renderWithProviders } from '@/test/render';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freeStatus, signedInUser, trialStatus } from '@/test/billing-fixtures';
import { installFetch } from '@/test/fetch-mock';
import { SubscriptionCard } from './subscription-card';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

describe("the account page's subscription card", () => {
  it('offers the opt-in trial to a free account that can still take it, and starts it', async () => {
    const endsAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 - 60_000).toISOString();
    let started = false;
    installFetch({
      '/api/auth/me': { body: signedInUser },
      '/api/subscription-status': () => ({ body: started ? trialStatus(endsAt) : freeStatus(true) }),
      'POST /api/start-trial': () => {
        started = true;
        return { status: 201, body: trialStatus(endsAt) };
      },
    });
    renderWithProviders(<SubscriptionCard status={freeStatus(true)} isLoading={false} isError={false} />);
    expect(screen.getByRole('link', { name: /Upgrade Plan/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Try Pro free for 7 days/ }));
    expect(await screen.findByText('Trial started')).toBeTruthy();
    expect(started).toBe(true);
  });

  it('does not offer it once the trial was used', () => {
    installFetch({ '/api/auth/me': { body: signedInUser } });
    renderWithProviders(<SubscriptionCard status={freeStatus(false)} isLoading={false} isError={false} />);
    expect(screen.getByRole('link', { name: /Upgrade Plan/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Try Pro free/ })).toBeNull();
  });
});
