import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { UsersTable } from './users-table';

const admin = {
  id: 'a1',
  username: 'ada_admin',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'ada@example.com',
  role: 'admin' as const,
  isActive: true,
  subscriptionTier: 'pro' as const,
  createdAt: '2025-06-01T10:00:00.000Z',
};
const user = {
  ...admin,
  id: 'u1',
  username: 'grace',
  firstName: 'Grace',
  lastName: 'Hopper',
  role: 'user' as const,
  subscriptionTier: 'free' as const,
};

describe('User Management', () => {
  it('lists users with their role, status, tier and join date', () => {
    installFetch({});
    renderWithProviders(<UsersTable users={[admin, user]} isPending={false} currentUserId="a1" />);
    expect(screen.getByRole('columnheader', { name: 'Joined' })).toBeTruthy();
    expect(screen.getByText('You')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Role of Grace Hopper' }).textContent).toContain('User');
    expect(screen.getByRole('switch', { name: 'Grace Hopper is active' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getAllByText('Jun 1, 2025', { selector: 'time' })).toHaveLength(2);
  });

  it("shows the server's reason when the last admin cannot be deactivated", async () => {
    installFetch({
      'PATCH /api/admin/users/a1/status': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'At least one active admin must remain' },
      },
    });
    renderWithProviders(<UsersTable users={[admin, user]} isPending={false} currentUserId="a1" />);
    const events = userEvent.setup();
    await events.click(screen.getByRole('switch', { name: 'Ada Admin is active' }));
    // Their own account: it asks first (one click would lock them out).
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate your own account?' });
    await events.click(within(dialog).getByRole('button', { name: 'Deactivate my account' }));
    expect(await screen.findByText('Failed to update user status')).toBeTruthy();
    expect(screen.getByText('At least one active admin must remain')).toBeTruthy();
  });

  it('asks before an admin deactivates their own account, and does nothing on Cancel', async () => {
    const fetchMock = installFetch({
      'PATCH /api/admin/users/a1/status': { body: { ...admin, isActive: false } },
    });
    renderWithProviders(<UsersTable users={[admin, user]} isPending={false} currentUserId="a1" />);
    const events = userEvent.setup();
    await events.click(screen.getByRole('switch', { name: 'Ada Admin is active' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate your own account?' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links every user to their audited history', () => {
    installFetch({});
    renderWithProviders(<UsersTable users={[admin, user]} isPending={false} currentUserId="a1" />);
    expect(screen.getByRole('link', { name: 'History of Grace Hopper' }).getAttribute('href')).toBe(
      '/admin/history/user/u1',
    );
  });

  it('confirms a status change', async () => {
    installFetch({ 'PATCH /api/admin/users/u1/status': { body: { ...user, isActive: false } } });
    renderWithProviders(<UsersTable users={[admin, user]} isPending={false} currentUserId="a1" />);
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Grace Hopper is active' }));
    expect(await screen.findByText('User status updated successfully')).toBeTruthy();
  });
});
