import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, type Clock } from '../../../shared/tokens';
import { decide, feedbackStreamId } from '../../domain/feedback';
import { feedbackReader } from '../../infrastructure/feedback-stream';

/** An admin marks a feedback item resolved or reopens it, with optional notes. */
export class ReviewFeedbackCommand extends Command<CommandResult<void>> {
  constructor(
    readonly feedbackId: string,
    readonly adminId: string,
    readonly resolved: boolean,
    readonly adminNotes: string | null | undefined,
  ) {
    super();
  }
}

@CommandHandler(ReviewFeedbackCommand)
export class ReviewFeedbackHandler implements ICommandHandler<ReviewFeedbackCommand> {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ feedbackId, adminId, resolved, adminNotes }: ReviewFeedbackCommand) {
    return this.runner.run({
      streamId: feedbackStreamId(feedbackId),
      reader: feedbackReader,
      decide: (state) => {
        const now = this.clock.now();
        const review = { feedbackId, adminId, resolved, adminNotes, now: now.toISOString() };
        return {
          events: decide({ type: 'review-feedback', ...review }, state),
          metadata: eventMetadata({ userId: adminId }, now),
          value: undefined,
        };
      },
    });
  }
}
