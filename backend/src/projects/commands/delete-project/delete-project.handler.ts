import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, StreamWrite } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, EVENT_STORE, type Clock } from '../../../shared/tokens';
import { decideDelete } from '../../domain/decide';
import { projectSlotsStreamId, projectStreamId } from '../../domain/project-events';
import { ProjectRepository, toNewEvents } from '../../infrastructure/project-repository';
import { retryOnConflict } from '../../infrastructure/retry-on-conflict';

export class DeleteProjectCommand {
  constructor(
    readonly userId: string,
    readonly projectId: string,
  ) {}
}

@CommandHandler(DeleteProjectCommand)
export class DeleteProjectHandler implements ICommandHandler<DeleteProjectCommand, CommandResult<void>> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projects: ProjectRepository,
  ) {}

  execute({ userId, projectId }: DeleteProjectCommand) {
    return retryOnConflict(async () => {
      const { state, version } = await this.projects.load(projectId);
      const { events, slot } = decideDelete(state, { userId });
      const writes: StreamWrite[] = [
        { streamId: projectStreamId(projectId), expectedVersion: version, events: toNewEvents(events) },
      ];
      // Releasing only lowers the count, so it need not wait for a version.
      if (slot)
        writes.push({
          streamId: projectSlotsStreamId(userId),
          expectedVersion: 'any',
          events: toNewEvents([slot]),
        });
      const appended = await this.store.append(writes, { metadata: eventMetadata({}, this.clock.now()) });
      return result(undefined, appended.position);
    });
  }
}
