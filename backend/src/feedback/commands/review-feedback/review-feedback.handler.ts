import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FeedbackEvent } from '../../../contracts/feedback';
import type { EventStore } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, EVENT_STORE, type Clock } from '../../../shared/tokens';
import { decide, feedbackStreamId, foldFeedback } from '../../domain/feedback';

/** An admin marks a feedback item resolved or reopens it, with optional notes. */
export class ReviewFeedbackCommand {
  constructor(
    readonly feedbackId: string,
    readonly adminId: string,
    readonly resolved: boolean,
    readonly adminNotes: string | null | undefined,
  ) {}
}

@CommandHandler(ReviewFeedbackCommand)
export class ReviewFeedbackHandler implements ICommandHandler<ReviewFeedbackCommand, CommandResult<void>> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    feedbackId,
    adminId,
    resolved,
    adminNotes,
  }: ReviewFeedbackCommand): Promise<CommandResult<void>> {
    const streamId = feedbackStreamId(feedbackId);
    const stored = await this.store.readStream(streamId);
    const state = foldFeedback(stored as unknown as FeedbackEvent[]);
    const now = this.clock.now();
    const events = decide(
      { type: 'review-feedback', feedbackId, adminId, resolved, adminNotes, now: now.toISOString() },
      state,
    );
    if (events.length === 0) return result(undefined, null);
    const appended = await this.store.append([{ streamId, expectedVersion: stored.length, events }], {
      metadata: eventMetadata({ userId: adminId }, now),
    });
    return result(undefined, appended.position);
  }
}
