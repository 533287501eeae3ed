import { renderWithProviders } from '@/test/render';
import { screen } from '@testing-library/react';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { installFetch } from '@/test/fetch-mock';
import { SubscribeSignInRedirect } from './subscribe-sign-in-redirect';

describe('SubscribeSignInRedirect', () => {
  it('tells a signed-out visitor of /subscribe to sign in and sends them to /login', async () => {
    installFetch({ '/api/auth/me': { status: 401 } });
    renderWithProviders(
      <RequireAuth fallback={<SubscribeSignInRedirect />}>
        <p>Payment form</p>
      </RequireAuth>,
      { path: '/subscribe', otherRoutes: { '/login': <h1>Sign In page</h1> } },
    );
    expect(await screen.findByRole('heading', { name: 'Sign In page' })).toBeTruthy();
    expect(await screen.findByText('Please sign in to subscribe.')).toBeTruthy();
    expect(screen.queryByText('Payment form')).toBeNull();
  });
});
