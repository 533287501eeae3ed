import type { DailyIdea, IdeaCalendarDay, WeeklyIdeasResponse } from '../../contracts/ideas';
import { catalogueIdeaId, ideaCatalogue, type CatalogueIdea } from './catalogue';
import { addDays, dayNumber, daysBetween, mondayStartWeek, startOfNewYorkDay } from '@bb/kernel';

/** An idea counts in the calendar while it is 0 to this many days old. */
export const IDEA_VISIBLE_DAYS = 7;

/** A catalogue idea as the DailyIdea of a date: active, created at the start of that New York day. */
export function toDailyIdea(idea: CatalogueIdea, date: string): DailyIdea {
  return {
    id: catalogueIdeaId(idea.slug),
    source: 'catalogue',
    title: idea.title,
    description: idea.description,
    businessIdea: idea.businessIdea,
    targetAudience: idea.targetAudience,
    industry: idea.industry,
    keyFeatures: [...idea.keyFeatures],
    potentialRevenue: idea.potentialRevenue,
    featuredDate: date,
    isActive: true,
    createdAt: startOfNewYorkDay(date),
  };
}

/** Position of a date in the catalogue rotation: every run of N consecutive days is a permutation. */
export function rotationIndex(date: string, size: number = ideaCatalogue.length): number {
  const index = dayNumber(date) % size;
  return index < 0 ? index + size : index;
}

/**
 * The catalogue idea featured on a date. The catalogue is walked in its (industry-interleaved)
 * order one idea a day, so consecutive days differ and all N ideas appear before any repeats.
 */
export function catalogueIdeaFor(date: string): DailyIdea {
  const idea = ideaCatalogue[rotationIndex(date)];
  if (!idea) throw new Error('The idea catalogue is empty');
  return toDailyIdea(idea, date);
}

/** Later createdAt first; the id breaks ties so the choice never depends on input order. */
function newerFirst(a: DailyIdea, b: DailyIdea): number {
  const byCreation = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  if (byCreation !== 0) return byCreation;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** The active admin idea featured on a date (the most recently created if several), if any. */
export function adminIdeaFor(date: string, adminIdeas: readonly DailyIdea[]): DailyIdea | undefined {
  return adminIdeas.filter((idea) => idea.isActive && idea.featuredDate === date).sort(newerFirst)[0];
}

/** The idea of the day: an active admin idea featured on that date wins over the catalogue. */
export function pickIdeaOfTheDay(date: string, adminIdeas: readonly DailyIdea[]): DailyIdea {
  return adminIdeaFor(date, adminIdeas) ?? catalogueIdeaFor(date);
}

export interface WeeklyCalendarOptions {
  /**
   * true (default): a past day without an admin idea shows its catalogue idea, as the landing
   * page did that day. false: such a day is 'none' (for an admin-only view).
   */
  readonly catalogueFallback?: boolean;
}

/**
 * The 7 day cells Monday..Sunday of the week `weekOffset` weeks from today's week.
 * - 'idea': the day's idea is 0 to 7 days old (today included); the cell carries the idea.
 * - 'expired': the day had an idea but it is more than 7 days old ('Expired / 7-day limit');
 *   the idea is not sent.
 * - 'none': no idea that day, or a future day. Future ideas are never revealed, even when an
 *   admin has already scheduled one.
 */
export function weeklyCalendar(
  today: string,
  weekOffset: number,
  adminIdeas: readonly DailyIdea[],
  options: WeeklyCalendarOptions = {},
): IdeaCalendarDay[] {
  if (!Number.isInteger(weekOffset)) throw new RangeError(`weekOffset must be a whole number: ${weekOffset}`);
  const catalogueFallback = options.catalogueFallback ?? true;
  return mondayStartWeek(addDays(today, 7 * weekOffset)).map((date): IdeaCalendarDay => {
    const isToday = date === today;
    const age = daysBetween(date, today);
    if (age < 0) return { date, isToday, state: 'none' };
    const idea = catalogueFallback ? pickIdeaOfTheDay(date, adminIdeas) : adminIdeaFor(date, adminIdeas);
    if (!idea) return { date, isToday, state: 'none' };
    if (age > IDEA_VISIBLE_DAYS) return { date, isToday, state: 'expired' };
    return { date, isToday, state: 'idea', idea };
  });
}

/** The body of GET /api/idea-of-the-day/weekly. */
export function weeklyIdeasResponse(
  today: string,
  weekOffset: number,
  adminIdeas: readonly DailyIdea[],
  options: WeeklyCalendarOptions = {},
): WeeklyIdeasResponse {
  const days = weeklyCalendar(today, weekOffset, adminIdeas, options);
  const ideas = days.flatMap((day) => (day.idea ? [day.idea] : []));
  return { today, weekOffset, weekStart: days[0]?.date ?? today, days, ideas };
}
