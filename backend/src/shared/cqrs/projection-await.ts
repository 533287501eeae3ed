import { Inject, Injectable } from '@nestjs/common';
import type { ReadModelProgress } from './read-model-progress.port';
import type { EventStore, GlobalPosition } from '../../eventstore/event-store.port';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG, EVENT_STORE, PROJECTION_RUNNER } from '../tokens';
import { ReadModelsBehind } from './read-models-behind';

/**
 * Waits up to `waitMs` (the config's readModelWaitMs) until the named read models (all by default)
 * have applied `position`, skipping those the store writes in the append's own transaction; throws
 * ReadModelsBehind when the wait runs out.
 */
export async function awaitReadModels(
  runner: ReadModelProgress,
  store: EventStore,
  position: GlobalPosition,
  waitMs: number,
  names?: readonly string[],
): Promise<void> {
  const wanted = (names ?? runner.projections.map((p) => p.name)).filter(
    (name) => !store.inlineProjections.includes(name),
  );
  if (wanted.length === 0) return;
  if (!(await runner.waitFor(position, waitMs, wanted))) throw new ReadModelsBehind(wanted);
}

/** Read-your-writes for writes made outside a command handler (e.g. a usage count). */
@Injectable()
export class ProjectionAwait {
  constructor(
    @Inject(PROJECTION_RUNNER) private readonly runner: ReadModelProgress,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async waitFor(position: GlobalPosition): Promise<void> {
    await awaitReadModels(this.runner, this.store, position, this.config.readModelWaitMs);
  }
}
