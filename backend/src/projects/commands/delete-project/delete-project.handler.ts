import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, type Clock } from '../../../shared/tokens';
import { decideDelete } from '../../domain/decide';
import { projectSlotsStreamId, projectStreamId } from '../../domain/project-events';
import { ProjectRepository, toNewEvents } from '../../infrastructure/project-repository';

export class DeleteProjectCommand extends Command<CommandResult<void>> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteProjectCommand)
export class DeleteProjectHandler implements ICommandHandler<DeleteProjectCommand> {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projects: ProjectRepository,
  ) {}

  execute({ userId, projectId }: DeleteProjectCommand) {
    return this.runner.run({
      streamId: projectStreamId(projectId),
      reader: this.projects.projects,
      decide: (state) => {
        const { events, slot } = decideDelete(state, { userId });
        return {
          events: toNewEvents(events),
          // Releasing only lowers the count, so it need not wait for a version.
          extraWrites: slot
            ? [
                {
                  streamId: projectSlotsStreamId(userId),
                  expectedVersion: 'any',
                  events: toNewEvents([slot]),
                },
              ]
            : [],
          metadata: eventMetadata({}, this.clock.now()),
          value: undefined,
        };
      },
    });
  }
}
