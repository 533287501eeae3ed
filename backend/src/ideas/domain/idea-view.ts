import type { DailyIdea, IdeaViewed } from '../../contracts/ideas';
import { IdeaNotFound } from './idea-errors';

export interface RecordIdeaView {
  readonly userId: string;
  /** The idea as the user was shown it (catalogue or admin). */
  readonly idea: DailyIdea;
  readonly viewedAt: string;
  readonly timeZone?: string;
}

/**
 * A signed-in user opened an idea's details. Append it to the user's own stream (suggested
 * `idea-views-{userId}`); gamification scores one idea_view per (idea, day). An inactive idea
 * cannot be viewed.
 */
export function recordIdeaView(command: RecordIdeaView): IdeaViewed {
  if (!command.idea.isActive) throw new IdeaNotFound(command.idea.id);
  return {
    type: 'ideas.idea-viewed',
    schemaVersion: 1,
    data: {
      ideaId: command.idea.id,
      userId: command.userId,
      source: command.idea.source,
      featuredDate: command.idea.featuredDate,
      viewedAt: command.viewedAt,
      ...(command.timeZone ? { timeZone: command.timeZone } : {}),
    },
  };
}
