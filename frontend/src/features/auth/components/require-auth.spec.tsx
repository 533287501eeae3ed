import { screen } from '@testing-library/react';
import { installFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { RequireAuth } from './require-auth';
import { signedInUser } from '@/test/user-fixtures';

const member = signedInUser;

describe('RequireAuth', () => {
  it("shows 'Authentication Required' with Sign In and Create Account when signed out", async () => {
    installFetch({ '/api/auth/me': { status: 401, statusText: 'Unauthorized' } });
    renderWithProviders(
      <RequireAuth>
        <p>Secret page</p>
      </RequireAuth>,
      { path: '/account' },
    );

    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByText('You need to be signed in to access this page.')).toBeTruthy();
    // Both come back to this page afterwards.
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login?next=%2Faccount');
    expect(screen.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe(
      '/register?next=%2Faccount',
    );
    expect(screen.queryByText('Secret page')).toBeNull();
  });

  it('shows a custom fallback instead when one is given', async () => {
    installFetch({ '/api/auth/me': { status: 401 } });
    renderWithProviders(
      <RequireAuth fallback={<p>Login Required</p>}>
        <p>Secret page</p>
      </RequireAuth>,
    );
    expect(await screen.findByText('Login Required')).toBeTruthy();
    expect(screen.queryByText('Authentication Required')).toBeNull();
  });

  it('shows a loading skeleton while the session is checked, then the page', async () => {
    installFetch({ '/api/auth/me': { body: member } });
    renderWithProviders(
      <RequireAuth>
        <p>Secret page</p>
      </RequireAuth>,
    );
    expect(screen.getByLabelText('Loading page')).toBeTruthy();
    expect(await screen.findByText('Secret page')).toBeTruthy();
  });

  it('denies a signed-in user without the admin role', async () => {
    installFetch({ '/api/auth/me': { body: member } });
    renderWithProviders(
      <RequireAuth role="admin">
        <p>Admin page</p>
      </RequireAuth>,
    );
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByText('Admin page')).toBeNull();
  });
});
