import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { CLOCK, type Clock } from '../../../shared/tokens';
import { decideDuplicate } from '../../domain/decide';
import { ProjectRepository } from '../../infrastructure/project-repository';
import { appendNewProject } from '../create-project/create-project.handler';

export class DuplicateProjectCommand extends Command<CommandResult<{ projectId: string }>> {
  constructor(
    readonly userId: string,
    readonly sourceProjectId: string,
  ) {
    super();
  }
}

/** A copy ('Copy of ...', open, same step and data) that counts against the project limit. */
@CommandHandler(DuplicateProjectCommand)
export class DuplicateProjectHandler implements ICommandHandler<DuplicateProjectCommand> {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projects: ProjectRepository,
  ) {}

  async execute({ userId, sourceProjectId }: DuplicateProjectCommand) {
    const { state } = await this.projects.load(sourceProjectId);
    const projectId = randomUUID();
    const events = decideDuplicate(state, { projectId, userId });
    return appendNewProject(this.runner, this.projects, { userId, projectId, events, now: this.clock.now() });
  }
}
