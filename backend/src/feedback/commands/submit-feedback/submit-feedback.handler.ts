import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SubmitFeedbackRequest } from '../../../contracts/feedback';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { unreadStream } from '../../../shared/cqrs/stream-reader';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, type Clock } from '../../../shared/tokens';
import { decide, feedbackStreamId, initialFeedbackState } from '../../domain/feedback';

export class SubmitFeedbackCommand extends Command<CommandResult<{ feedbackId: string }>> {
  constructor(
    readonly userId: string,
    readonly input: SubmitFeedbackRequest,
  ) {
    super();
  }
}

/** Starts a new `feedback-{id}` stream; the type defaults to 'general' in the domain. */
@CommandHandler(SubmitFeedbackCommand)
export class SubmitFeedbackHandler implements ICommandHandler<SubmitFeedbackCommand> {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId, input }: SubmitFeedbackCommand) {
    const feedbackId = randomUUID();
    const now = this.clock.now();
    return this.runner.run({
      streamId: feedbackStreamId(feedbackId),
      reader: unreadStream(initialFeedbackState), // a new stream
      decide: (state) => ({
        events: decide({ type: 'submit-feedback', feedbackId, userId, input, now: now.toISOString() }, state),
        metadata: eventMetadata({ userId }, now),
        value: { feedbackId },
      }),
    });
  }
}
