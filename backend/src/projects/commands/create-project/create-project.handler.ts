import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreateProjectRequest } from '../../../contracts/projects';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, type Clock } from '../../../shared/tokens';
import { decideCreate } from '../../domain/decide';
import { projectSlotsStreamId, projectStreamId, type ProjectEvent } from '../../domain/project-events';
import { isUnlimitedProjects, takeSlot } from '../../domain/project-slots';
import { ProjectRepository, toNewEvents } from '../../infrastructure/project-repository';

export class CreateProjectCommand extends Command<CommandResult<{ projectId: string }>> {
  constructor(
    readonly userId: string,
    readonly request: CreateProjectRequest,
  ) {
    super();
  }
}

/**
 * Creates a project and takes one of the user's open-project slots in the same append, with the
 * slot stream's expected version, so parallel creates cannot pass the plan's project limit.
 */
@CommandHandler(CreateProjectCommand)
export class CreateProjectHandler implements ICommandHandler<CreateProjectCommand> {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projects: ProjectRepository,
  ) {}

  async execute({ userId, request }: CreateProjectCommand) {
    const projectId = randomUUID();
    const events = decideCreate({ projectId, userId, ...request });
    return appendNewProject(this.runner, this.projects, { userId, projectId, events, now: this.clock.now() });
  }
}

/**
 * Shared with duplicate: the command runs on the user's slot stream (the slot is what is decided,
 * retried on a slot race); the project's first events go with it as an extra write to a new stream.
 */
export function appendNewProject(
  runner: CommandRunner,
  projects: ProjectRepository,
  input: { userId: string; projectId: string; events: ProjectEvent[]; now: Date },
): Promise<CommandResult<{ projectId: string }>> {
  const { userId, projectId, events, now } = input;
  return runner.run({
    streamId: projectSlotsStreamId(userId),
    reader: projects.slots,
    decide: async (slots) => {
      const limits = await projects.limitsOf(userId, now);
      return {
        events: toNewEvents([takeSlot(slots, limits, userId, projectId)]),
        // Without a limit the count does not matter, so creates need not queue behind each other.
        ...(isUnlimitedProjects(limits) ? { expectedVersion: 'any' as const } : {}),
        extraWrites: [
          { streamId: projectStreamId(projectId), expectedVersion: 'no_stream', events: toNewEvents(events) },
        ],
        metadata: eventMetadata({}, now),
        value: { projectId },
      };
    },
  });
}
