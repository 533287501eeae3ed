import '@/test/jsdom-polyfills';
import type { FeedbackItem } from '@bb/backend/contracts';
import { render, screen, within } from '@testing-library/react';
import { moreFeedbackLabel, recentFeedback } from '../lib/previous-feedback';
import { PreviousFeedback } from './previous-feedback';

const item = (n: number, overrides: Partial<FeedbackItem> = {}): FeedbackItem => ({
  id: `f${n}`,
  userId: 'u1',
  type: 'general',
  title: `Item ${n}`,
  description: `Description of item ${n}`,
  message: `Description of item ${n}`,
  rating: null,
  page: null,
  resolved: false,
  adminNotes: null,
  createdAt: new Date(Date.UTC(2025, 5, n, 12)).toISOString(),
  resolvedAt: null,
  ...overrides,
});

describe('previous feedback', () => {
  it('keeps the three most recent and counts the rest', () => {
    const items = [item(1), item(5), item(3), item(2), item(4)];
    const { shown, more } = recentFeedback(items);
    expect(shown.map((i) => i.title)).toEqual(['Item 5', 'Item 4', 'Item 3']);
    expect(more).toBe(2);
    expect(recentFeedback(items.slice(0, 3)).more).toBe(0);
  });

  it("says 'And N more feedback items...' only when there are more than three", () => {
    expect(moreFeedbackLabel(0)).toBeNull();
    expect(moreFeedbackLabel(2)).toBe('And 2 more feedback items...');
    expect(moreFeedbackLabel(1)).toBe('And 1 more feedback item...');
  });

  it('shows three items, the badges and the response from the team', () => {
    render(
      <PreviousFeedback
        isPending={false}
        items={[
          item(1),
          item(2, { resolved: true, adminNotes: 'Fixed in the latest release.' }),
          item(3),
          item(4),
          item(5),
          item(6),
        ]}
      />,
    );
    const list = screen.getAllByRole('listitem');
    expect(list).toHaveLength(3);
    expect(list.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Item 6',
      'Item 5',
      'Item 4',
    ]);
    expect(screen.getAllByText('Under Review')).toHaveLength(3);
    expect(screen.getByText('And 3 more feedback items...')).toBeTruthy();
  });

  it("shows 'Resolved' and the admin's notes under 'Response from our team'", () => {
    render(
      <PreviousFeedback isPending={false} items={[item(2, { resolved: true, adminNotes: 'Fixed now.' })]} />,
    );
    expect(screen.getByText('Resolved')).toBeTruthy();
    expect(screen.getByText('Response from our team')).toBeTruthy();
    expect(screen.getByText('Fixed now.')).toBeTruthy();
    expect(screen.queryByText(/more feedback item/)).toBeNull();
  });

  it("labels a general item 'General', so the page's 'General Feedback' names only its card", () => {
    render(<PreviousFeedback isPending={false} items={[item(1), item(2, { type: 'bug' })]} />);
    expect(screen.queryByText(/general feedback/i)).toBeNull();
    expect(screen.getByText(/^General ·/)).toBeTruthy();
    expect(screen.getByText(/^Bug Report ·/)).toBeTruthy();
  });

  it('has an empty state', () => {
    render(<PreviousFeedback isPending={false} items={[]} />);
    expect(screen.getByText(/haven.t sent any feedback yet/)).toBeTruthy();
  });
});
