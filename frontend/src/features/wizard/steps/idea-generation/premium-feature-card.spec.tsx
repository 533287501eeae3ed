import { renderWithProviders } from '@/test/render';
import { configure, screen } from '@testing-library/react';
import { freeStatus, signedInUser } from '@/test/billing-fixtures';
import { installFetch } from '@/test/fetch-mock';
import { PremiumFeatureCard } from './quick-generate-panel';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

describe('Quick Generate locked for a free plan', () => {
  it('links to the plans, and offers the opt-in trial while the account can take it', async () => {
    installFetch({
      '/api/auth/me': { body: signedInUser },
      '/api/subscription-status': { body: freeStatus(true) },
    });
    renderWithProviders(<PremiumFeatureCard />);
    expect(screen.getByRole('heading', { name: 'Premium Feature' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Upgrade to unlock/ }).getAttribute('href')).toBe('/pricing');
    expect(await screen.findByRole('button', { name: /Try Pro free for 7 days/ })).toBeTruthy();
  });

  it('offers only the upgrade once the trial was used', async () => {
    installFetch({
      '/api/auth/me': { body: signedInUser },
      '/api/subscription-status': { body: freeStatus(false) },
    });
    renderWithProviders(<PremiumFeatureCard />);
    expect(await screen.findByRole('link', { name: /Upgrade to unlock/ })).toBeTruthy();
    // Let the status answer arrive before asserting the offer is absent.
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('button', { name: /Try Pro free/ })).toBeNull();
  });
});
