const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Jun 17, 2025' from an ISO instant; '' when it is not a date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : dateFormat.format(at);
}

/** 'Jun 17, 2025' from a calendar day 'YYYY-MM-DD' (read at noon UTC so the day never shifts). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** 'Jun 17' for chart axes. */
export function formatShortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(
    new Date(Date.UTC(y, m - 1, d, 12)),
  );
}

export function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** 'in_progress' -> 'In progress'. */
export function humanize(text: string): string {
  return capitalize(text.replace(/[_-]+/g, ' ').trim());
}

export { industryLabel } from '@bb/kernel';

/** The wizard's step names, for the funnel. */
export const WIZARD_STEP_NAMES = [
  'Idea',
  'Definition',
  'Name',
  'Style Guide',
  'Logo',
  'User Stories',
  'Tech Docs',
  'Export',
] as const;
