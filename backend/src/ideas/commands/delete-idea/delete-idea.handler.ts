import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, type Clock } from '../../../shared/tokens';
import { decide } from '../../domain/idea';
import { ideaReader, ideaStreamId } from '../idea-repository';

export class DeleteIdeaCommand extends Command<CommandResult<void>> {
  constructor(
    readonly adminId: string,
    readonly ideaId: string,
  ) {
    super();
  }
}

/** An admin deletes an idea; the day falls back to the catalogue idea. */
@CommandHandler(DeleteIdeaCommand)
export class DeleteIdeaHandler implements ICommandHandler<DeleteIdeaCommand> {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ adminId, ideaId }: DeleteIdeaCommand) {
    return this.runner.run({
      streamId: ideaStreamId(ideaId),
      reader: ideaReader,
      decide: (state) => {
        const now = this.clock.now();
        return {
          events: decide({ type: 'delete-idea', ideaId, now: now.toISOString() }, state),
          metadata: eventMetadata({ userId: adminId }, now),
          value: undefined,
        };
      },
    });
  }
}
