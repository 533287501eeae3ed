import type { User } from '@bb/backend/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ProfileForm } from './profile-form';

const ada = {
  id: 'u1',
  username: 'ada_builds',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'user',
  subscriptionTier: 'free',
  isActive: true,
} as unknown as User;

jest.setTimeout(20_000);

/** The message shown under a field (linked through aria-describedby). */
function errorOf(label: string): string | null {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'))?.textContent ?? null
  );
}

const sentBodies = (fetch: jest.Mock) =>
  fetch.mock.calls
    .filter(([url, init]) => url === '/api/auth/profile' && (init as RequestInit).method === 'PUT')
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, unknown>);

/** Issue 17 item 13: a new email asks for the current password. */
describe('ProfileForm', () => {
  it('asks for the current password only when the email changes, and shows the server refusal under it', async () => {
    const fetch = installFetch({
      'PUT /api/auth/profile': {
        status: 400,
        statusText: 'Bad Request',
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Current password is incorrect',
          code: 'CurrentPasswordWrong',
          details: { currentPassword: 'Current password is incorrect' },
        },
      },
    });
    renderWithProviders(<ProfileForm user={ada} />, { path: '/account' });
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByLabelText('Current Password')).toBeNull();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@analytical.org');
    const password = await screen.findByLabelText('Current Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.type(password, 'Wrong-passw0rd');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(errorOf('Current Password')).toBe('Current password is incorrect'));
    expect(sentBodies(fetch)).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        username: 'ada_builds',
        email: 'ada@analytical.org',
        currentPassword: 'Wrong-passw0rd',
      },
    ]);
  });

  it('sends no password when the email stays', async () => {
    const fetch = installFetch({
      'PUT /api/auth/profile': { body: { user: { ...ada, firstName: 'Augusta' } } },
    });
    renderWithProviders(<ProfileForm user={ada} />, { path: '/account' });
    const user = userEvent.setup({ delay: null });
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sentBodies(fetch)).toHaveLength(1));
    expect(sentBodies(fetch)[0]).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      username: 'ada_builds',
      email: 'ada@example.com',
    });
  });
});
