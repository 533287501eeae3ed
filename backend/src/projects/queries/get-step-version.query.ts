import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { StepKey } from '../../contracts/step-data';
import type { EventStore } from '../../eventstore/event-store.port';
import { foldStored } from '../../shared/cqrs/stream-reader';
import { EVENT_STORE } from '../../shared/tokens';
import type { StepVersionResponse } from '../commands/restore-step-data/restore-step-data.request';
import { projectStreamId } from '../domain/project-events';
import { projectEventList } from '../infrastructure/project-streams';
import { readStepAtVersion } from '../domain/restore';

export class GetStepVersionQuery {
  constructor(
    readonly userId: string,
    readonly projectId: string,
    readonly version: number,
    readonly step: StepKey,
  ) {}
}

/**
 * One step's data as it was after a version of the project (the restore's preview), folded from
 * the project's stream with the domain's evolve: the log keeps every version, no read model does.
 */
@QueryHandler(GetStepVersionQuery)
export class GetStepVersionHandler implements IQueryHandler<GetStepVersionQuery, StepVersionResponse> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, projectId, version, step }: GetStepVersionQuery): Promise<StepVersionResponse> {
    const stored = await this.store.readStream(projectStreamId(projectId));
    const { value, sources } = readStepAtVersion(foldStored(projectEventList, stored), {
      userId,
      version,
      step,
    });
    const at = stored[version - 1]!;
    return { projectId, version, step, at: at.metadata.occurredAt ?? at.recordedAt, value, sources };
  }
}
