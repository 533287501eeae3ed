import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { newYorkDate } from '@bb/kernel';
import { CreateIdeaForm, IdeasManagement } from './ideas-management';

jest.setTimeout(20_000);

const created = {
  id: 'i1',
  source: 'admin',
  title: 'Meal planner',
  description: '',
  businessIdea: 'Meal planner',
  targetAudience: '',
  industry: 'technology',
  keyFeatures: ['Plans', 'Lists'],
  potentialRevenue: '',
  featuredDate: '2025-06-18',
  isActive: true,
  createdAt: '2025-06-18T10:00:00.000Z',
};

describe('Ideas Management', () => {
  it('keeps Create Idea disabled while the title is blank', async () => {
    installFetch({});
    renderWithProviders(<CreateIdeaForm />);
    const button = screen.getByRole('button', { name: 'Create Idea' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Title'), '   ');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Title'), 'Meal planner');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the key features without the blank ones, then starts over with today', async () => {
    const fetch = installFetch({ 'POST /api/admin/ideas': { status: 201, body: created } });
    renderWithProviders(<CreateIdeaForm />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByLabelText<HTMLInputElement>('Featured date').value).toBe(newYorkDate(new Date()));
    await user.click(screen.getByLabelText('Title'));
    await user.paste('Meal planner');
    await user.click(screen.getByLabelText('Key features'));
    await user.paste('Plans\n\n   \nLists\n');
    await user.click(screen.getByRole('button', { name: 'Create Idea' }));

    expect(await screen.findByText('Idea created successfully')).toBeTruthy();
    const call = fetch.mock.calls.find(([url]) => url === '/api/admin/ideas');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      title: 'Meal planner',
      description: '',
      businessIdea: '',
      targetAudience: '',
      industry: 'technology',
      keyFeatures: ['Plans', 'Lists'],
      potentialRevenue: '',
      featuredDate: newYorkDate(new Date()),
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe(''));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Key features').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Featured date').value).toBe(newYorkDate(new Date()));
  });

  it('says when the idea could not be created', async () => {
    installFetch({ 'POST /api/admin/ideas': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<CreateIdeaForm />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('Title'));
    await user.paste('Meal planner');
    await user.click(screen.getByRole('button', { name: 'Create Idea' }));
    expect(await screen.findByText('Failed to create idea')).toBeTruthy();
  });

  it('toggles an idea and deletes it after a confirmation', async () => {
    const fetch = installFetch({
      'PATCH /api/admin/ideas/i1': { body: { ...created, isActive: false } },
      'DELETE /api/admin/ideas/i1': { status: 204 },
    });
    renderWithProviders(<IdeasManagement ideas={[created as never]} isPending={false} />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByText('Active')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Meal planner is active' }));
    expect(await screen.findByText('Idea updated successfully')).toBeTruthy();
    const patch = fetch.mock.calls.find(
      ([url, init]) => url === '/api/admin/ideas/i1' && init?.method === 'PATCH',
    );
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ isActive: false });

    await user.click(screen.getByRole('button', { name: /^Delete.*Meal planner/ }));
    await user.click(screen.getByRole('button', { name: 'Delete Idea' }));
    expect(await screen.findByText('Idea deleted successfully')).toBeTruthy();
  });
});
