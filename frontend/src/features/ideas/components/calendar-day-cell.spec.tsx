import '@/test/jsdom-polyfills';
import type { DailyIdea, IdeaCalendarDay } from '@bb/backend/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calendarCell, weekHeading } from '../lib/week';
import { isPaidTier } from '../lib/paid-tier';
import { CalendarDayCell } from './calendar-day-cell';

const idea: DailyIdea = {
  id: 'idea-1',
  source: 'admin',
  title: 'Tiny Bakery Subscriptions',
  description: 'Fresh bread every week',
  businessIdea: 'Bread by subscription',
  targetAudience: 'Busy families',
  industry: 'ecommerce',
  keyFeatures: ['Weekly delivery'],
  potentialRevenue: '$5K/month',
  featuredDate: '2025-06-16',
  isActive: true,
  createdAt: '2025-06-16T04:00:00.000Z',
};

function renderCell(day: IdeaCalendarDay, onOpenIdea = jest.fn()) {
  render(
    <ol>
      <CalendarDayCell day={day} onOpenIdea={onOpenIdea} />
    </ol>,
  );
  return { cell: screen.getByRole('listitem'), onOpenIdea };
}

describe('the weekly calendar', () => {
  it('shows the idea title and industry while the idea is 0 to 7 days old, and opens it', async () => {
    const { cell, onOpenIdea } = renderCell({ date: '2025-06-16', isToday: false, state: 'idea', idea });
    expect(cell.textContent).toContain('Tiny Bakery Subscriptions');
    expect(cell.textContent).toContain('E-commerce');
    expect(cell.getAttribute('aria-current')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: /Tiny Bakery Subscriptions/ }));
    expect(onOpenIdea).toHaveBeenCalledWith(idea);
  });

  it("shows 'Expired / 7-day limit' for an older idea and 'No idea' for none", () => {
    const { cell } = renderCell({ date: '2025-06-02', isToday: false, state: 'expired' });
    expect(cell.textContent).toContain('Expired / 7-day limit');
    expect(cell.querySelector('button')).toBeNull();
    expect(calendarCell({ state: 'none' })).toEqual({ kind: 'none', label: 'No idea' });
    // an 'idea' day without its idea is shown as none rather than an empty cell
    expect(calendarCell({ state: 'idea' })).toEqual({ kind: 'none', label: 'No idea' });
  });

  it('highlights today', () => {
    const { cell } = renderCell({ date: '2025-06-18', isToday: true, state: 'none' });
    expect(cell.getAttribute('aria-current')).toBe('date');
    expect(cell.getAttribute('aria-label')).toBe('Wednesday, June 18, 2025 (today)');
    expect(cell.textContent).toContain('Today');
    expect(cell.textContent).toContain('No idea');
  });

  it('names the month and year of the week, or both months when it spans two', () => {
    const week = (monday: string) => {
      const start = Date.parse(`${monday}T12:00:00Z`);
      return Array.from({ length: 7 }, (_, i) => ({
        date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
      }));
    };
    expect(weekHeading(week('2025-06-16'))).toBe('June 2025');
    expect(weekHeading(week('2025-06-30'))).toBe('June – July 2025');
    expect(weekHeading(week('2025-12-29'))).toBe('December 2025 – January 2026');
  });

  it('is for starter, pro and enterprise, whatever the case', () => {
    expect(['starter', 'Pro', 'ENTERPRISE'].every(isPaidTier)).toBe(true);
    expect([undefined, null, '', 'free', 'Free', 'gold'].some(isPaidTier)).toBe(false);
  });
});
