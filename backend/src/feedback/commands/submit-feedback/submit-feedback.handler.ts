import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SubmitFeedbackRequest } from '../../../contracts/feedback';
import type { EventStore } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, EVENT_STORE, type Clock } from '../../../shared/tokens';
import { decide, feedbackStreamId, initialFeedbackState } from '../../domain/feedback';

export class SubmitFeedbackCommand {
  constructor(
    readonly userId: string,
    readonly input: SubmitFeedbackRequest,
  ) {}
}

/** Starts a new `feedback-{id}` stream; the type defaults to 'general' in the domain. */
@CommandHandler(SubmitFeedbackCommand)
export class SubmitFeedbackHandler implements ICommandHandler<
  SubmitFeedbackCommand,
  CommandResult<{ feedbackId: string }>
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, input }: SubmitFeedbackCommand): Promise<CommandResult<{ feedbackId: string }>> {
    const feedbackId = randomUUID();
    const now = this.clock.now();
    const events = decide(
      { type: 'submit-feedback', feedbackId, userId, input, now: now.toISOString() },
      initialFeedbackState,
    );
    const appended = await this.store.append(
      [{ streamId: feedbackStreamId(feedbackId), expectedVersion: 'no_stream', events }],
      { metadata: eventMetadata({ userId }, now) },
    );
    return result({ feedbackId }, appended.position);
  }
}
