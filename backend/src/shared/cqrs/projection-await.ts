import { Inject, Injectable } from '@nestjs/common';
import type { ProjectionRunner } from '@bb/projections/runner/projection-runner';
import type { GlobalPosition } from '../../eventstore/event-store.port';
import { PROJECTION_RUNNER } from '../tokens';

/** Read-your-writes for writes made outside a command handler (e.g. a usage count). */
@Injectable()
export class ProjectionAwait {
  constructor(@Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner) {}

  async waitFor(position: GlobalPosition): Promise<void> {
    await this.runner.waitFor(position, 5000);
  }
}
