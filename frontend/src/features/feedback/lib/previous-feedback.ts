import { pluralWord } from '@/lib/plural';

/** The Feedback page shows this many of the user's previous items. */
export const PREVIOUS_FEEDBACK_SHOWN = 3;

/** The most recent items first, the first `limit` of them, and how many are left out. */
export function recentFeedback<T extends { createdAt: string }>(
  items: readonly T[],
  limit = PREVIOUS_FEEDBACK_SHOWN,
): { shown: T[]; more: number } {
  const sorted = [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return { shown: sorted.slice(0, limit), more: Math.max(0, sorted.length - limit) };
}

/**
 * 'And N more feedback items...' below the list (the spec's text), 'And 1 more feedback item...'
 * for one; null when nothing is left out.
 */
export function moreFeedbackLabel(more: number): string | null {
  if (more <= 0) return null;
  return `And ${more} more ${pluralWord(more, 'feedback item')}...`;
}
