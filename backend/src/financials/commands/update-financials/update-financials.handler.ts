import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UpdateFinancialsRequest } from '../../../contracts/financials';
import { decideUpdate } from '../../../projects/domain/decide';
import { assertOwnedProject } from '../../../projects/domain/project';
import { projectStreamId } from '../../../projects/domain/project-events';
import { USER_SOURCE } from '@bb/kernel';
import { ProjectRepository, toNewEvents } from '../../../projects/infrastructure/project-repository';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, type Clock } from '../../../shared/tokens';
import { applyFinancialsUpdate } from '../../domain/project-financials';

export class UpdateFinancialsCommand extends Command<CommandResult<void>> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
    readonly request: UpdateFinancialsRequest,
  ) {
    super();
  }
}

/**
 * PUT /api/projects/{id}/financials: the edited assumptions become a save of stepData.financials
 * through the project's own decideUpdate, so each changed assumption is a field change written by
 * the user ('projects.wizard-step-saved'), shown in the history and restorable like any step. A
 * completed project is read-only here too. Nothing changed: nothing appended.
 */
@CommandHandler(UpdateFinancialsCommand)
export class UpdateFinancialsHandler implements ICommandHandler<UpdateFinancialsCommand> {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projects: ProjectRepository,
  ) {}

  execute({ userId, projectId, request }: UpdateFinancialsCommand) {
    return this.runner.run({
      streamId: projectStreamId(projectId),
      reader: this.projects.projects,
      decide: (state) => {
        assertOwnedProject(state, userId);
        const financials = applyFinancialsUpdate(state.stepData.financials, request);
        const { events } = decideUpdate(state, {
          userId,
          stepData: { financials },
          provenance: { financials: USER_SOURCE },
        });
        return {
          events: toNewEvents(events),
          metadata: eventMetadata({}, this.clock.now()),
          value: undefined,
        };
      },
    });
  }
}
