import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreateProjectRequest } from '../../../contracts/projects';
import type { EventStore } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, EVENT_STORE, type Clock } from '../../../shared/tokens';
import { decideCreate } from '../../domain/decide';
import { projectSlotsStreamId, projectStreamId, type ProjectEvent } from '../../domain/project-events';
import { isUnlimitedProjects, takeSlot } from '../../domain/project-slots';
import { ProjectRepository, toNewEvents } from '../../infrastructure/project-repository';
import { retryOnConflict } from '../../infrastructure/retry-on-conflict';

export class CreateProjectCommand {
  constructor(
    readonly userId: string,
    readonly request: CreateProjectRequest,
  ) {}
}

/**
 * Creates a project and takes one of the user's open-project slots in the same append, with the
 * slot stream's expected version, so parallel creates cannot pass the plan's project limit.
 */
@CommandHandler(CreateProjectCommand)
export class CreateProjectHandler implements ICommandHandler<
  CreateProjectCommand,
  CommandResult<{ projectId: string }>
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projects: ProjectRepository,
  ) {}

  async execute({ userId, request }: CreateProjectCommand) {
    const projectId = randomUUID();
    const events = decideCreate({ projectId, userId, ...request });
    return appendNewProject(this.store, this.projects, { userId, projectId, events, now: this.clock.now() });
  }
}

/** Shared with duplicate: the project's first events plus its slot, retried on a slot race. */
export function appendNewProject(
  store: EventStore,
  projects: ProjectRepository,
  input: { userId: string; projectId: string; events: ProjectEvent[]; now: Date },
): Promise<CommandResult<{ projectId: string }>> {
  const { userId, projectId, events, now } = input;
  return retryOnConflict(async () => {
    const limits = await projects.limitsOf(userId, now);
    const slots = await projects.loadSlots(userId);
    const slot = takeSlot(slots.state, limits, userId, projectId);
    const appended = await store.append(
      [
        { streamId: projectStreamId(projectId), expectedVersion: 'no_stream', events: toNewEvents(events) },
        {
          streamId: projectSlotsStreamId(userId),
          // Without a limit the count does not matter, so creates need not queue behind each other.
          expectedVersion: isUnlimitedProjects(limits) ? 'any' : slots.version,
          events: toNewEvents([slot]),
        },
      ],
      { metadata: eventMetadata({}, now) },
    );
    return result({ projectId }, appended.position);
  });
}
