import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreateIdeaRequest } from '../../../contracts/ideas';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { unreadStream } from '../../../shared/cqrs/stream-reader';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, type Clock } from '../../../shared/tokens';
import { decide, initialIdeaState } from '../../domain/idea';
import { ideaStreamId } from '../idea-repository';

/** An admin creates a daily idea (businessIdea defaults to the title, blank key features dropped). */
export class CreateIdeaCommand extends Command<CommandResult<{ ideaId: string }>> {
  constructor(
    readonly adminId: string,
    readonly input: CreateIdeaRequest,
  ) {
    super();
  }
}

@CommandHandler(CreateIdeaCommand)
export class CreateIdeaHandler implements ICommandHandler<CreateIdeaCommand> {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ adminId, input }: CreateIdeaCommand) {
    const ideaId = randomUUID();
    const now = this.clock.now();
    return this.runner.run({
      streamId: ideaStreamId(ideaId),
      reader: unreadStream(initialIdeaState), // a new stream
      decide: (state) => ({
        events: decide({ type: 'create-idea', ideaId, input, now: now.toISOString() }, state),
        metadata: eventMetadata({ userId: adminId }, now),
        value: { ideaId },
      }),
    });
  }
}
