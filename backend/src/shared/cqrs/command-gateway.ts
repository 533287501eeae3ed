import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, type ICommand } from '@nestjs/cqrs';
import type { ProjectionRunner } from '@bb/projections/runner/projection-runner';
import { PROJECTION_RUNNER } from '../tokens';
import type { CommandResult } from './command-result';

/**
 * The one way controllers run commands: executes through the CQRS bus, then waits (bounded) until
 * the projections have applied what the command wrote, so the next GET sees it.
 */
@Injectable()
export class CommandGateway {
  constructor(
    private readonly bus: CommandBus,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
  ) {}

  async execute<T>(command: ICommand): Promise<T> {
    const outcome = await this.bus.execute<ICommand, CommandResult<T>>(command);
    if (outcome.position) await this.runner.waitFor(outcome.position, 5000);
    return outcome.value;
  }
}
