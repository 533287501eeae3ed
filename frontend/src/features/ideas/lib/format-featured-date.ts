import { NEW_YORK } from '@bb/kernel';

/**
 * Formats a featured day ('YYYY-MM-DD') as New York shows it, e.g. 'Friday, November 21, 2025'.
 * The day is read at noon UTC, which falls on the same calendar day in New York all year.
 */
export function formatFeaturedDate(featuredDate: string, locale = 'en-US'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(featuredDate);
  const instant = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12))
    : new Date(featuredDate);
  if (Number.isNaN(instant.getTime())) return featuredDate;
  return new Intl.DateTimeFormat(locale, {
    timeZone: NEW_YORK,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(instant);
}
