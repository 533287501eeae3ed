import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, type ICommand } from '@nestjs/cqrs';
import type { ReadModelProgress } from './read-model-progress.port';
import type { EventStore } from '../../eventstore/event-store.port';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG, EVENT_STORE, PROJECTION_RUNNER } from '../tokens';
import type { CommandResult } from './command-result';
import { awaitReadModels } from './projection-await';

export interface ExecuteOptions {
  /**
   * The read models the caller reads after the command (default: all of them). Those the event
   * store writes in the append's transaction need no wait; the others are awaited.
   */
  readModels?: readonly string[];
}

/**
 * The one way controllers run commands: executes through the CQRS bus, then waits (bounded) until
 * the read models the caller reads have applied what the command wrote, so the next GET sees it.
 * A wait that runs out is a 503 (ReadModelsBehind), never an answer from a read model behind.
 */
@Injectable()
export class CommandGateway {
  constructor(
    private readonly bus: CommandBus,
    @Inject(PROJECTION_RUNNER) private readonly runner: ReadModelProgress,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute<T>(command: ICommand, options: ExecuteOptions = {}): Promise<T> {
    const outcome = await this.bus.execute<ICommand, CommandResult<T>>(command);
    if (outcome.position) {
      const names = outcome.readModels === 'all' ? undefined : options.readModels;
      await awaitReadModels(this.runner, this.store, outcome.position, this.config.readModelWaitMs, names);
    }
    return outcome.value;
  }
}
