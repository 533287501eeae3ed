import { weeklyIdeasResponseSchema, type DailyIdea } from '../../contracts/ideas';
import { ideaCatalogue } from './catalogue';
import {
  adminIdeaFor,
  catalogueIdeaFor,
  pickIdeaOfTheDay,
  weeklyCalendar,
  weeklyIdeasResponse,
} from './idea-of-the-day';
import { addDays } from '@bb/kernel';

const N = ideaCatalogue.length;

const adminIdea = (overrides: Partial<DailyIdea> = {}): DailyIdea => ({
  id: '6f1c0d5e-0000-4000-8000-000000000001',
  source: 'admin',
  title: 'Admin pick',
  description: 'Chosen by an admin.',
  businessIdea: 'Admin pick',
  targetAudience: 'Everyone',
  industry: 'technology',
  keyFeatures: ['One'],
  potentialRevenue: '$1M',
  featuredDate: '2025-01-15',
  isActive: true,
  createdAt: '2025-01-10T12:00:00.000Z',
  ...overrides,
});

describe('catalogueIdeaFor', () => {
  it('features the catalogue idea on the requested date', () => {
    const idea = catalogueIdeaFor('2025-01-15');
    expect(idea.featuredDate).toBe('2025-01-15');
    expect(idea.source).toBe('catalogue');
    expect(idea.isActive).toBe(true);
    expect(idea.createdAt).toBe('2025-01-15T05:00:00.000Z');
    expect(catalogueIdeaFor('2025-01-15')).toEqual(idea); // deterministic
  });

  it.each(['2025-01-01', '2024-02-27', '2031-12-20', '1999-12-31'])(
    'covers the whole catalogue without a repeat in %s and the next N-1 days',
    (start) => {
      const ids = Array.from({ length: N }, (_, i) => catalogueIdeaFor(addDays(start, i)).id);
      expect(new Set(ids).size).toBe(N);
      // ...and the cycle then starts again.
      expect(catalogueIdeaFor(addDays(start, N)).id).toBe(ids[0]);
    },
  );

  it('never features the same idea, or the same industry, two days running', () => {
    const start = '2025-06-01';
    for (let i = 0; i < 2 * N; i += 1) {
      const today = catalogueIdeaFor(addDays(start, i));
      const tomorrow = catalogueIdeaFor(addDays(start, i + 1));
      expect(tomorrow.id).not.toBe(today.id);
      expect(tomorrow.industry).not.toBe(today.industry);
    }
  });
});

describe('pickIdeaOfTheDay', () => {
  it('falls back to the catalogue when no admin idea is featured that day', () => {
    expect(pickIdeaOfTheDay('2025-01-15', [])).toEqual(catalogueIdeaFor('2025-01-15'));
    expect(pickIdeaOfTheDay('2025-01-15', [adminIdea({ featuredDate: '2025-01-16' })])).toEqual(
      catalogueIdeaFor('2025-01-15'),
    );
  });

  it('prefers an active admin idea featured on that date', () => {
    const mine = adminIdea();
    expect(pickIdeaOfTheDay('2025-01-15', [mine])).toBe(mine);
  });

  it('ignores inactive admin ideas', () => {
    expect(pickIdeaOfTheDay('2025-01-15', [adminIdea({ isActive: false })]).source).toBe('catalogue');
  });

  it('takes the most recently created when several admin ideas share the date, whatever the order', () => {
    const older = adminIdea({ id: 'a-older', createdAt: '2025-01-10T12:00:00.000Z' });
    const newer = adminIdea({ id: 'b-newer', createdAt: '2025-01-12T08:00:00.000Z' });
    const newestInactive = adminIdea({ id: 'c', createdAt: '2025-01-14T08:00:00.000Z', isActive: false });
    expect(pickIdeaOfTheDay('2025-01-15', [older, newer, newestInactive])).toBe(newer);
    expect(pickIdeaOfTheDay('2025-01-15', [newestInactive, newer, older])).toBe(newer);
  });

  it('breaks a createdAt tie by id so the choice is stable', () => {
    const a = adminIdea({ id: 'aaa' });
    const b = adminIdea({ id: 'bbb' });
    expect(adminIdeaFor('2025-01-15', [a, b])).toBe(b);
    expect(adminIdeaFor('2025-01-15', [b, a])).toBe(b);
  });
});

describe('weeklyCalendar', () => {
  const today = '2025-01-15'; // a Wednesday

  it('returns Monday..Sunday of the current week with today highlighted', () => {
    const week = weeklyCalendar(today, 0, []);
    expect(week.map((d) => d.date)).toEqual([
      '2025-01-13',
      '2025-01-14',
      '2025-01-15',
      '2025-01-16',
      '2025-01-17',
      '2025-01-18',
      '2025-01-19',
    ]);
    expect(week.filter((d) => d.isToday).map((d) => d.date)).toEqual([today]);
  });

  it('shows ideas up to today and nothing for the days still to come', () => {
    const week = weeklyCalendar(today, 0, []);
    expect(week.map((d) => d.state)).toEqual(['idea', 'idea', 'idea', 'none', 'none', 'none', 'none']);
    expect(week[2]?.idea).toEqual(catalogueIdeaFor(today));
    expect(week.slice(3).every((d) => d.idea === undefined)).toBe(true);
  });

  it('counts an idea 0 to 7 days old and expires it at 8 days', () => {
    const lastWeek = weeklyCalendar(today, -1, []);
    // Mon 6th is 9 days old, Tue 7th 8 days, Wed 8th exactly 7 days.
    expect(lastWeek.map((d) => [d.date, d.state])).toEqual([
      ['2025-01-06', 'expired'],
      ['2025-01-07', 'expired'],
      ['2025-01-08', 'idea'],
      ['2025-01-09', 'idea'],
      ['2025-01-10', 'idea'],
      ['2025-01-11', 'idea'],
      ['2025-01-12', 'idea'],
    ]);
    expect(lastWeek[1]?.idea).toBeUndefined();
    expect(lastWeek[2]?.idea?.featuredDate).toBe('2025-01-08');
    expect(lastWeek.some((d) => d.isToday)).toBe(false);
  });

  it('shows only expired days two weeks back and only empty days next week', () => {
    expect(weeklyCalendar(today, -2, []).every((d) => d.state === 'expired')).toBe(true);
    const nextWeek = weeklyCalendar(today, 1, []);
    expect(nextWeek[0]?.date).toBe('2025-01-20');
    expect(nextWeek.every((d) => d.state === 'none' && !d.isToday && d.idea === undefined)).toBe(true);
  });

  it('never leaks an admin idea scheduled for a future day', () => {
    const scheduled = adminIdea({ featuredDate: '2025-01-17', title: 'Secret launch' });
    const week = weeklyCalendar(today, 0, [scheduled]);
    expect(week[4]).toEqual({ date: '2025-01-17', isToday: false, state: 'none' });
    expect(JSON.stringify(week)).not.toContain('Secret launch');
  });

  it('shows the admin idea on its day instead of the catalogue one', () => {
    const featured = adminIdea({ featuredDate: '2025-01-14' });
    expect(weeklyCalendar(today, 0, [featured])[1]?.idea).toBe(featured);
  });

  it("uses 'none' for past days without an admin idea when the catalogue fallback is off", () => {
    const ideas = [
      adminIdea({ id: 'seven', featuredDate: addDays(today, -7) }),
      adminIdea({ id: 'eight', featuredDate: addDays(today, -8) }),
      adminIdea({ id: 'zero', featuredDate: today }),
    ];
    const lastWeek = weeklyCalendar(today, -1, ideas, { catalogueFallback: false });
    expect(lastWeek.map((d) => d.state)).toEqual(['none', 'expired', 'idea', 'none', 'none', 'none', 'none']);
    const thisWeek = weeklyCalendar(today, 0, ideas, { catalogueFallback: false });
    expect(thisWeek.map((d) => d.state)).toEqual(['none', 'none', 'idea', 'none', 'none', 'none', 'none']);
    expect(thisWeek[2]?.idea?.id).toBe('zero');
  });

  it('highlights Sunday when today is a Sunday (the week does not start on Sunday)', () => {
    const week = weeklyCalendar('2025-01-19', 0, []);
    expect(week[0]?.date).toBe('2025-01-13');
    expect(week[6]).toMatchObject({ date: '2025-01-19', isToday: true, state: 'idea' });
  });

  it('refuses a fractional week offset', () => {
    expect(() => weeklyCalendar(today, 0.5, [])).toThrow(RangeError);
  });

  it('builds a response that matches the contract', () => {
    const response = weeklyIdeasResponse(today, -1, [adminIdea()]);
    expect(weeklyIdeasResponseSchema.parse(response)).toEqual(response);
    expect(response.weekStart).toBe('2025-01-06');
    expect(response.ideas).toEqual(response.days.flatMap((d) => (d.idea ? [d.idea] : [])));
    expect(response.ideas.every((idea) => typeof idea.featuredDate === 'string')).toBe(true);
  });
});
