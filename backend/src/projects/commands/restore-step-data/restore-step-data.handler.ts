import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StepKey } from '../../../contracts/step-data';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { streamReader } from '../../../shared/cqrs/stream-reader';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, type Clock } from '../../../shared/tokens';
import { projectStreamId } from '../../domain/project-events';
import { decideRestore } from '../../domain/restore';
import { toNewEvents } from '../../infrastructure/project-repository';
import { projectEventList } from '../../infrastructure/project-streams';

export class RestoreStepDataCommand extends Command<CommandResult<void>> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
    readonly step: StepKey,
    readonly fromVersion: number,
  ) {
    super();
  }
}

/**
 * POST /api/projects/{id}/restore: one step's data back as it was after an earlier version, as a
 * 'projects.step-data-restored' event on the project's stream (domain/restore.ts). Restoring what
 * the step already holds appends nothing.
 */
@CommandHandler(RestoreStepDataCommand)
export class RestoreStepDataHandler implements ICommandHandler<RestoreStepDataCommand> {
  private readonly events = streamReader(projectEventList);

  constructor(
    private readonly runner: CommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId, projectId, step, fromVersion }: RestoreStepDataCommand) {
    return this.runner.run({
      streamId: projectStreamId(projectId),
      reader: this.events,
      decide: (events) => ({
        events: toNewEvents(decideRestore(events, { userId, step, fromVersion })),
        metadata: eventMetadata({}, this.clock.now()),
        value: undefined,
      }),
    });
  }
}
