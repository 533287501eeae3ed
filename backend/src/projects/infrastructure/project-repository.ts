import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { foldUsage, usageStreamId, type UsageState } from '../../billing/domain/usage';
import { periodKey } from '../../billing/domain/usage-period';
import type { BillingEvent, PlanLimits } from '../../contracts/billing';
import { accessOf } from '../../billing/queries/effective-tier';
import type { EventStore, NewEvent } from '../../eventstore/event-store.port';
import { FoldedStreamCache } from '../../eventstore/folded-stream-cache';
import { EVENT_STORE, KNEX } from '../../shared/tokens';
import { foldProject, type ProjectState } from '../domain/project';
import {
  PROJECT_EVENT_SCHEMA_VERSION,
  projectSlotsStreamId,
  projectStreamId,
  type ProjectEvent,
  type ProjectSlotEvent,
} from '../domain/project-events';
import { foldSlots, type SlotsState } from '../domain/project-slots';

/** Loads what the project commands decide on, from the log (the only source of truth). */
@Injectable()
export class ProjectRepository {
  private readonly folded = new FoldedStreamCache<ProjectState>((events, from) =>
    foldProject(events as unknown as ProjectEvent[], from),
  );

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
  ) {}

  /** The project as its stream folds it, with the version to append at (see FoldedStreamCache). */
  load(projectId: string): Promise<{ state: ProjectState; version: number }> {
    return this.folded.load(this.store, projectStreamId(projectId));
  }

  async loadSlots(userId: string): Promise<{ state: SlotsState; version: number }> {
    const events = await this.store.readStream(projectSlotsStreamId(userId));
    return { state: foldSlots(events as unknown as ProjectSlotEvent[]), version: events.length };
  }

  /** The user's usage stream of the month `now` falls in. */
  async loadUsage(
    userId: string,
    now: Date,
  ): Promise<{ streamId: string; state: UsageState; version: number }> {
    const streamId = usageStreamId(userId, periodKey(now));
    const events = await this.store.readStream(streamId);
    return { streamId, state: foldUsage(events as unknown as BillingEvent[]), version: events.length };
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
