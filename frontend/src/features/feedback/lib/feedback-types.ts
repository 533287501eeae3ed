import type { FeedbackType } from '@bb/backend/contracts';
import { Bug, Lightbulb, MessageSquare, TrendingUp, type LucideIcon } from 'lucide-react';

export interface FeedbackTypeMeta {
  type: FeedbackType;
  /** The card's title on the Feedback page. */
  title: string;
  /** The option's name in the form. */
  label: string;
  /**
   * The type on a previous item. Not 'General Feedback': that is the spec's card title, and a
   * lookup by a card's title must find the card only (the other labels are not a card's title
   * or part of one).
   */
  itemLabel: string;
  description: string;
  Icon: LucideIcon;
  /** Icon colours that read in both themes. */
  tone: string;
}

/** The four cards, in the spec's order. */
export const FEEDBACK_TYPES: readonly FeedbackTypeMeta[] = [
  {
    type: 'bug',
    title: 'Bug Reports',
    label: 'Bug Report',
    itemLabel: 'Bug Report',
    description: 'Something broken or not working as expected?',
    Icon: Bug,
    tone: 'bg-red-500/10 text-red-600 dark:text-red-400',
  },
  {
    type: 'feature',
    title: 'Feature Requests',
    label: 'Feature Request',
    itemLabel: 'Feature Request',
    description: 'An idea for something new we should build?',
    Icon: Lightbulb,
    tone: 'bg-amber-500/10 text-amber-600 dark:text-amber-400',
  },
  {
    type: 'improvement',
    title: 'Improvements',
    label: 'Improvement',
    itemLabel: 'Improvement',
    description: 'A way to make an existing part better?',
    Icon: TrendingUp,
    tone: 'bg-emerald-500/10 text-emerald-600 dark:text-emerald-400',
  },
  {
    type: 'general',
    title: 'General Feedback',
    label: 'General Feedback',
    itemLabel: 'General',
    description: 'Anything else you would like to tell us?',
    Icon: MessageSquare,
    tone: 'bg-indigo-500/10 text-indigo-600 dark:text-indigo-400',
  },
];

export function feedbackTypeMeta(type: FeedbackType): FeedbackTypeMeta {
  return FEEDBACK_TYPES.find((t) => t.type === type) ?? FEEDBACK_TYPES[3]!;
}
