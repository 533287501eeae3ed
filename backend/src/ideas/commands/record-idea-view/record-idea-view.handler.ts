import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConcurrencyError } from '../../../eventstore/errors';
import type { EventStore } from '../../../eventstore/event-store.port';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { unreadStream } from '../../../shared/cqrs/stream-reader';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, EVENT_STORE, type Clock } from '../../../shared/tokens';
import { adminDailyIdea } from '../../domain/idea';
import { IdeaNotFound } from '../../domain/idea-errors';
import { recordIdeaView } from '../../domain/idea-view';
import { IDEA_VISIBLE_DAYS } from '../../domain/idea-of-the-day';
import { daysBetween, newYorkDate } from '@bb/kernel';
import { loadIdea } from '../idea-repository';
import { catalogueIdeaAsShown, ideaViewEventId } from './viewed-idea';

export class RecordIdeaViewCommand extends Command<CommandResult<{ recorded: boolean }>> {
  constructor(
    readonly userId: string,
    readonly ideaId: string,
    readonly timeZone?: string,
  ) {
    super();
  }
}

export const ideaViewsStreamId = (userId: string) => `idea-views-${userId}`;

/**
 * A signed-in user opened an idea's details: 'ideas.idea-viewed' on `idea-views-{userId}`, at most
 * once per user, idea and New York day (a repeat answers `recorded: false`).
 */
@CommandHandler(RecordIdeaViewCommand)
export class RecordIdeaViewHandler implements ICommandHandler<RecordIdeaViewCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: CommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, ideaId, timeZone }: RecordIdeaViewCommand) {
    const now = this.clock.now();
    const today = newYorkDate(now);
    const idea =
      catalogueIdeaAsShown(ideaId, today) ?? adminDailyIdea((await loadIdea(this.store, ideaId)).state);
    // Only ideas a user can be shown: featured today or up to 7 days ago (never a future one).
    const age = idea ? daysBetween(idea.featuredDate, today) : -1;
    if (!idea || age < 0 || age > IDEA_VISIBLE_DAYS) throw new IdeaNotFound(ideaId);
    const event = recordIdeaView({ userId, idea, viewedAt: now.toISOString(), timeZone });
    return this.runner
      .run({
        streamId: ideaViewsStreamId(userId),
        reader: unreadStream(undefined), // an append-only log of views
        // The only conflict an 'any' append can meet is the event id: already viewed today.
        onConflict: 'fail',
        decide: () => ({
          events: [{ ...event, id: ideaViewEventId(userId, idea.id, today) }],
          expectedVersion: 'any',
          metadata: eventMetadata({ userId }, now),
          value: { recorded: true },
        }),
      })
      .catch((error: unknown) => {
        if (error instanceof ConcurrencyError) return result({ recorded: false }, null);
        throw error;
      });
  }
}
