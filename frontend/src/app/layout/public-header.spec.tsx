import { renderWithProviders } from '@/test/render';
import { screen } from '@testing-library/react';
import { usePageHasAuthActions } from '@/lib/page-auth-actions';
import { PublicHeader } from './public-header';

function PageWithOwnActions() {
  usePageHasAuthActions();
  return <a href="/login">Sign In</a>;
}

describe('PublicHeader', () => {
  it('offers Sign In and Get Started on pages without their own', () => {
    renderWithProviders(<PublicHeader />, { path: '/pricing' });
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/register');
  });

  it('leaves them out while the page shows its own, so each is there once', () => {
    renderWithProviders(
      <>
        <PublicHeader />
        <PageWithOwnActions />
      </>,
      { path: '/' },
    );
    expect(screen.getAllByRole('link', { name: 'Sign In' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Get Started' })).toBeNull();
  });
});
