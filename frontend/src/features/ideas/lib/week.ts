import type { IdeaCalendarDay } from '@bb/backend/contracts';

/** A 'YYYY-MM-DD' day as an instant at noon UTC, so formatting in UTC never shifts the day. */
function noonUtc(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
}

const fmt = (options: Intl.DateTimeFormatOptions, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });

/** 'June 2025', or 'June – July 2025' / 'December 2025 – January 2026' for a week across months. */
export function weekHeading(days: readonly Pick<IdeaCalendarDay, 'date'>[], locale = 'en-US'): string {
  const first = days[0]?.date;
  const last = days[days.length - 1]?.date;
  if (!first || !last) return '';
  const a = noonUtc(first);
  const b = noonUtc(last);
  const monthYear = fmt({ month: 'long', year: 'numeric' }, locale);
  if (a.getUTCFullYear() !== b.getUTCFullYear()) return `${monthYear.format(a)} – ${monthYear.format(b)}`;
  if (a.getUTCMonth() !== b.getUTCMonth()) {
    return `${fmt({ month: 'long' }, locale).format(a)} – ${monthYear.format(b)}`;
  }
  return monthYear.format(a);
}

/** 'Mon' and '16' for a cell's header; 'Monday, June 16, 2025' for screen readers. */
export function dayParts(date: string, locale = 'en-US') {
  const at = noonUtc(date);
  return {
    weekday: fmt({ weekday: 'short' }, locale).format(at),
    day: fmt({ day: 'numeric' }, locale).format(at),
    full: fmt({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, locale).format(at),
  };
}

export const EXPIRED_LABEL = 'Expired / 7-day limit';
export const NO_IDEA_LABEL = 'No idea';

export type CalendarCell =
  | { kind: 'idea'; title: string; industry: string }
  | { kind: 'expired'; label: typeof EXPIRED_LABEL }
  | { kind: 'none'; label: typeof NO_IDEA_LABEL };

/**
 * What a day cell shows: the idea's title and industry while it is 0 to 7 days old, 'Expired /
 * 7-day limit' when the day had an idea that is older, 'No idea' for no idea or a future day.
 */
export function calendarCell(day: Pick<IdeaCalendarDay, 'state' | 'idea'>): CalendarCell {
  if (day.state === 'idea' && day.idea) {
    return { kind: 'idea', title: day.idea.title, industry: day.idea.industry };
  }
  if (day.state === 'expired') return { kind: 'expired', label: EXPIRED_LABEL };
  return { kind: 'none', label: NO_IDEA_LABEL };
}
