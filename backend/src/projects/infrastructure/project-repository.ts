import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { usageStreamId, type UsageState } from '../../billing/domain/usage';
import { periodKey } from '../../billing/domain/usage-period';
import { usageStream } from '../../billing/infrastructure/billing-streams';
import type { PlanLimits } from '../../contracts/billing';
import { accessOf } from '../../billing/queries/effective-tier';
import type { EventStore, NewEvent } from '../../eventstore/event-store.port';
import type { FoldedStream } from '../../eventstore/folded-stream-cache';
import { cachedStreamReader, streamReader, type StreamReader } from '../../shared/cqrs/stream-reader';
import { EVENT_STORE, KNEX } from '../../shared/tokens';
import type { ProjectState } from '../domain/project';
import {
  PROJECT_EVENT_SCHEMA_VERSION,
  projectSlotsStreamId,
  projectStreamId,
  type ProjectEvent,
  type ProjectSlotEvent,
} from '../domain/project-events';
import type { SlotsState } from '../domain/project-slots';
import { projectStream, slotsStream } from './project-streams';

/** Loads what the project commands decide on, from the log (the only source of truth). */
@Injectable()
export class ProjectRepository {
  /** Project streams grow with every save: folded once per process, then only what is new. */
  readonly projects: StreamReader<ProjectState> = cachedStreamReader(projectStream);
  readonly slots: StreamReader<SlotsState> = streamReader(slotsStream);
  private readonly usage: StreamReader<UsageState> = streamReader(usageStream);

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
  ) {}

  /** The project as its stream folds it, with the version to append at (see FoldedStreamCache). */
  load(projectId: string): Promise<FoldedStream<ProjectState>> {
    return this.projects.load(this.store, projectStreamId(projectId));
  }

  loadSlots(userId: string): Promise<FoldedStream<SlotsState>> {
    return this.slots.load(this.store, projectSlotsStreamId(userId));
  }

  /** The user's usage stream of the month `now` falls in, and that month ('YYYY-MM'). */
  async loadUsage(
    userId: string,
    now: Date,
  ): Promise<FoldedStream<UsageState> & { streamId: string; period: string }> {
    const period = periodKey(now);
    const streamId = usageStreamId(userId, period);
    return { streamId, period, ...(await this.usage.load(this.store, streamId)) };
  }

  /** The limits of the plan in effect at `now` (billing's accessOf: subscription, else trial, else free). */
  async limitsOf(userId: string, now: Date): Promise<PlanLimits> {
    return (await accessOf(this.knex, userId, now)).limits;
  }
}

/** Project and slot events as the store takes them (explicit type and schema version). */
export function toNewEvents(events: ReadonlyArray<ProjectEvent | ProjectSlotEvent>): NewEvent[] {
  return events.map((e) => ({ type: e.type, schemaVersion: PROJECT_EVENT_SCHEMA_VERSION, data: e.data }));
}
