import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { RegisterForm } from './register-form';

const valid = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  Username: 'ada_builds',
  Email: 'ada@example.com',
  Password: 'Analytical1',
  'Confirm Password': 'Analytical1',
} as const;

async function fill(values: Partial<Record<keyof typeof valid, string>>) {
  const user = userEvent.setup({ delay: null });
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) {
      await user.click(input);
      await user.paste(value);
    }
  }
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

/** The message shown under a field (linked through aria-describedby). */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

// Typing into six fields through user-event is slow in jsdom; leave room on a busy CI machine.
jest.setTimeout(20_000);

describe('RegisterForm', () => {
  beforeEach(() => {
    installFetch({});
  });

  it('shows the spec messages under the fields', async () => {
    renderWithProviders(<RegisterForm />, { path: '/register' });
    await fill({
      ...valid,
      Username: 'ab',
      Email: 'not-an-email',
      Password: 'alllowercase1',
      'Confirm Password': 'x',
    });

    await waitFor(() => expect(errorOf('Username')).toBe('Username must be at least 3 characters'));
    expect(errorOf('Email')).toBe('Please enter a valid email address');
    expect(errorOf('Password')).toBe(
      'Password must contain at least one lowercase letter, one uppercase letter, and one number',
    );
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('Please check your information')).toBeTruthy();
  });

  it('rejects characters outside letters, numbers and underscores in the username', async () => {
    renderWithProviders(<RegisterForm />, { path: '/register' });
    await fill({ ...valid, Username: 'ada builds!' });
    await waitFor(() =>
      expect(errorOf('Username')).toBe('Username can only contain letters, numbers, and underscores'),
    );
  });

  it('asks to confirm the password and checks that both match', async () => {
    renderWithProviders(<RegisterForm />, { path: '/register' });
    await fill({ ...valid, 'Confirm Password': '' });
    await waitFor(() => expect(errorOf('Confirm Password')).toBe('Please confirm your password'));

    await fill({ ...valid, 'Confirm Password': 'Different1' });
    await waitFor(() => expect(errorOf('Confirm Password')).toBe('Passwords do not match'));
  });

  it('puts server details under the fields and names the failure in a toast', async () => {
    installFetch({
      'POST /api/auth/register': {
        status: 409,
        statusText: 'Conflict',
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'Email is already registered',
          details: { email: 'Email is already registered' },
        },
      },
    });
    renderWithProviders(<RegisterForm />, { path: '/register' });
    await fill(valid);

    await waitFor(() => expect(errorOf('Email')).toBe('Email is already registered'));
    expect(await screen.findByText('Unable to create account')).toBeTruthy();
  });

  it('signs the new user in and goes to /', async () => {
    const user = {
      id: 'u1',
      username: 'ada_builds',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'user',
      subscriptionTier: 'free',
      isActive: true,
      createdAt: '2026-01-01',
    };
    installFetch({ 'POST /api/auth/register': { status: 201, body: { user } } });
    const { queryClient } = renderWithProviders(<RegisterForm />, {
      path: '/register',
      otherRoutes: { '/': <p>Home page</p> },
    });
    await fill(valid);

    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(queryClient.getQueryData(['/api/auth/me'])).toEqual(user);
    expect(await screen.findByText('Account created successfully!')).toBeTruthy();
  });
});
