import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '../../../eventstore/event-store.port';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { CLOCK, EVENT_STORE, type Clock } from '../../../shared/tokens';
import { decideDuplicate } from '../../domain/decide';
import { ProjectRepository } from '../../infrastructure/project-repository';
import { appendNewProject } from '../create-project/create-project.handler';

export class DuplicateProjectCommand {
  constructor(
    readonly userId: string,
    readonly sourceProjectId: string,
  ) {}
}

/** A copy ('Copy of ...', open, same step and data) that counts against the project limit. */
@CommandHandler(DuplicateProjectCommand)
export class DuplicateProjectHandler implements ICommandHandler<
  DuplicateProjectCommand,
  CommandResult<{ projectId: string }>
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projects: ProjectRepository,
  ) {}

  async execute({ userId, sourceProjectId }: DuplicateProjectCommand) {
    const { state } = await this.projects.load(sourceProjectId);
    const projectId = randomUUID();
    const events = decideDuplicate(state, { projectId, userId });
    return appendNewProject(this.store, this.projects, { userId, projectId, events, now: this.clock.now() });
  }
}
