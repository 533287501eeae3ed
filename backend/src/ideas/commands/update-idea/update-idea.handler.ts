import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PatchIdeaRequest } from '../../../contracts/ideas';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, type Clock } from '../../../shared/tokens';
import { decide } from '../../domain/idea';
import { ideaReader, ideaStreamId } from '../idea-repository';

/** An admin edits an idea or toggles it (PATCH: any subset of the fields). */
export class UpdateIdeaCommand extends Command<CommandResult<void>> {
  constructor(
    readonly adminId: string,
    readonly ideaId: string,
    readonly patch: PatchIdeaRequest,
  ) {
    super();
  }
}

@CommandHandler(UpdateIdeaCommand)
export class UpdateIdeaHandler implements ICommandHandler<UpdateIdeaCommand> {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ adminId, ideaId, patch }: UpdateIdeaCommand) {
    return this.runner.run({
      streamId: ideaStreamId(ideaId),
      reader: ideaReader,
      decide: (state) => {
        const now = this.clock.now();
        return {
          events: decide({ type: 'update-idea', ideaId, patch, now: now.toISOString() }, state),
          metadata: eventMetadata({ userId: adminId }, now),
          value: undefined,
        };
      },
    });
  }
}
