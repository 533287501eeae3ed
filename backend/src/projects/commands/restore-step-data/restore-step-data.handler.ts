import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StepKey } from '../../../contracts/step-data';
import type { EventStore } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, EVENT_STORE, type Clock } from '../../../shared/tokens';
import { projectStreamId, type ProjectEvent } from '../../domain/project-events';
import { decideRestore } from '../../domain/restore';
import { toNewEvents } from '../../infrastructure/project-repository';
import { retryOnConflict } from '../../infrastructure/retry-on-conflict';

export class RestoreStepDataCommand {
  constructor(
    readonly userId: string,
    readonly projectId: string,
    readonly step: StepKey,
    readonly fromVersion: number,
  ) {}
}

/**
 * POST /api/projects/{id}/restore: one step's data back as it was after an earlier version, as a
 * 'projects.step-data-restored' event on the project's stream (domain/restore.ts). Restoring what
 * the step already holds appends nothing.
 */
@CommandHandler(RestoreStepDataCommand)
export class RestoreStepDataHandler implements ICommandHandler<RestoreStepDataCommand, CommandResult<void>> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId, projectId, step, fromVersion }: RestoreStepDataCommand) {
    return retryOnConflict(async () => {
      const stored = await this.store.readStream(projectStreamId(projectId));
      const events = decideRestore(stored as unknown as ProjectEvent[], { userId, step, fromVersion });
      if (events.length === 0) return result(undefined, null);
      const appended = await this.store.append(
        [
          {
            streamId: projectStreamId(projectId),
            expectedVersion: stored.length,
            events: toNewEvents(events),
          },
        ],
        { metadata: eventMetadata({}, this.clock.now()) },
      );
      return result(undefined, appended.position);
    });
  }
}
