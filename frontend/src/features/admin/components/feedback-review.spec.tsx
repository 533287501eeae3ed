import type { AdminFeedbackItem } from '@bb/backend/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { FeedbackReview } from './feedback-review';

const item = (n: number, resolved: boolean): AdminFeedbackItem => ({
  id: `f${n}`,
  userId: 'u1',
  type: 'bug',
  title: `Item ${n}`,
  description: `Description of item ${n}`,
  message: `Description of item ${n}`,
  rating: null,
  page: null,
  resolved,
  adminNotes: resolved ? 'Fixed.' : null,
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: resolved ? '2026-11-21T10:00:00.000Z' : null,
  username: 'grace',
  userName: 'Grace Hopper',
  userEmail: 'grace@example.com',
});

describe('Feedback Review', () => {
  it("an item's status 'Pending' is on the page once: the filters are not named after the statuses", () => {
    installFetch({});
    renderWithProviders(<FeedbackReview items={[item(1, false)]} isPending={false} />);
    expect(screen.getAllByText(/pending/i)).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Mark Resolved/ })).toBeTruthy();
  });

  it("a resolved item shows 'Resolved' once, besides its Reopen action; the filters still filter", async () => {
    installFetch({});
    renderWithProviders(<FeedbackReview items={[item(1, false), item(2, true)]} isPending={false} />);
    expect(screen.getAllByText('Resolved')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Reopen/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Closed (1)' }));
    expect(screen.queryByText('Item 1')).toBeNull();
    expect(screen.getByText('Item 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Open (1)' }));
    expect(screen.getByText('Item 1')).toBeTruthy();
    expect(screen.queryByText('Item 2')).toBeNull();
  });
});
