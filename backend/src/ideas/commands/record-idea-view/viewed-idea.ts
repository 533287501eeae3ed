import { createHash } from 'node:crypto';
import type { DailyIdea } from '../../../contracts/ideas';
import { findCatalogueIdea, ideaCatalogue } from '../../domain/catalogue';
import { rotationIndex, toDailyIdea } from '../../domain/idea-of-the-day';
import { addDays } from '@bb/kernel';

/**
 * A catalogue idea as the user was shown it: on the latest date up to `today` on which the
 * rotation featured it (today for today's idea, an earlier day from the weekly calendar).
 */
export function catalogueIdeaAsShown(ideaId: string, today: string): DailyIdea | undefined {
  const idea = findCatalogueIdea(ideaId);
  if (!idea) return undefined;
  const size = ideaCatalogue.length;
  const index = ideaCatalogue.indexOf(idea);
  const daysAgo = (((rotationIndex(today, size) - index) % size) + size) % size;
  return toDailyIdea(idea, addDays(today, -daysAgo));
}

/**
 * The id of the view event of (user, idea, New York day): the same every time, so the log holds at
 * most one view per user, idea and day (the store refuses a second event with the same id).
 */
export function ideaViewEventId(userId: string, ideaId: string, day: string): string {
  const hash = createHash('sha256')
    .update(`ideas.idea-viewed\u0000${userId}\u0000${ideaId}\u0000${day}`)
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
