import { countOf, pluralWord } from '@/lib/plural';

const DAY = 24 * 60 * 60 * 1000;

/** Whole days left of a trial ending at `endsAt` (a started day counts), never below 0. */
export function trialDaysLeft(endsAt: string | null | undefined, now: Date = new Date()): number {
  if (!endsAt) return 0;
  const end = new Date(endsAt).getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY));
}

/** 'N/M projects completed this month'; an unlimited plan shows the count alone. */
export function completionsLabel(completed: number, limit: number): string {
  return limit < 0
    ? `${countOf(completed, 'project')} completed this month (unlimited)`
    : `${completed}/${limit} ${pluralWord(limit, 'project')} completed this month`;
}
