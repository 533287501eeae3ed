import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UpdateFinancialsRequest } from '../../../contracts/financials';
import type { EventStore } from '../../../eventstore/event-store.port';
import { decideUpdate } from '../../../projects/domain/decide';
import { assertOwnedProject } from '../../../projects/domain/project';
import { projectStreamId } from '../../../projects/domain/project-events';
import { USER_SOURCE } from '@bb/kernel';
import { ProjectRepository, toNewEvents } from '../../../projects/infrastructure/project-repository';
import { retryOnConflict } from '../../../projects/infrastructure/retry-on-conflict';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, EVENT_STORE, type Clock } from '../../../shared/tokens';
import { applyFinancialsUpdate } from '../../domain/project-financials';

export class UpdateFinancialsCommand {
  constructor(
    readonly userId: string,
    readonly projectId: string,
    readonly request: UpdateFinancialsRequest,
  ) {}
}

/**
 * PUT /api/projects/{id}/financials: the edited assumptions become a save of stepData.financials
 * through the project's own decideUpdate, so each changed assumption is a field change written by
 * the user ('projects.wizard-step-saved'), shown in the history and restorable like any step. A
 * completed project is read-only here too. Nothing changed: nothing appended.
 */
@CommandHandler(UpdateFinancialsCommand)
export class UpdateFinancialsHandler implements ICommandHandler<
  UpdateFinancialsCommand,
  CommandResult<void>
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projects: ProjectRepository,
  ) {}

  execute({ userId, projectId, request }: UpdateFinancialsCommand) {
    return retryOnConflict(async () => {
      const { state, version } = await this.projects.load(projectId);
      assertOwnedProject(state, userId);
      const financials = applyFinancialsUpdate(state.stepData.financials, request);
      const { events } = decideUpdate(state, {
        userId,
        stepData: { financials },
        provenance: { financials: USER_SOURCE },
      });
      if (events.length === 0) return result(undefined, null);
      const appended = await this.store.append(
        [{ streamId: projectStreamId(projectId), expectedVersion: version, events: toNewEvents(events) }],
        { metadata: eventMetadata({}, this.clock.now()) },
      );
      return result(undefined, appended.position);
    });
  }
}
