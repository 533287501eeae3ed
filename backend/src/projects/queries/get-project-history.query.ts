import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ProjectHistoryEntry, ProjectHistoryResponse } from '../../contracts/projects';
import type { EventStore, StoredEvent } from '../../eventstore/event-store.port';
import { foldStored } from '../../shared/cqrs/stream-reader';
import { EVENT_STORE } from '../../shared/tokens';
import { assertOwnedProject, foldProject } from '../domain/project';
import { projectEventTypes, projectStreamId, type ProjectEvent } from '../domain/project-events';
import { projectEventList } from '../infrastructure/project-streams';

export class GetProjectHistoryQuery {
  constructor(
    readonly userId: string,
    readonly projectId: string,
  ) {}
}

const labels: Record<string, string> = {
  'exports.export-created': 'Project exported',
  [projectEventTypes.created]: 'Project created',
  [projectEventTypes.renamed]: 'Project renamed',
  [projectEventTypes.stepSaved]: 'Step saved',
  [projectEventTypes.stepDataRestored]: 'Step restored',
  [projectEventTypes.completed]: 'Project completed',
  [projectEventTypes.deleted]: 'Project deleted',
};

/**
 * The project's own audit trail, read from its stream (the log is the record; a copy in a read
 * model could only drift from it). Values are left out: the list says what changed, when and by
 * whom (user or generator); a restore will read the values by version.
 */
@QueryHandler(GetProjectHistoryQuery)
export class GetProjectHistoryHandler implements IQueryHandler<
  GetProjectHistoryQuery,
  ProjectHistoryResponse
> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, projectId }: GetProjectHistoryQuery): Promise<ProjectHistoryResponse> {
    const stored = await this.store.readStream(projectStreamId(projectId));
    const events = foldStored(projectEventList, stored); // parsed; index i is stored[i]
    assertOwnedProject(foldProject(events), userId);
    return { projectId, entries: stored.map((e, i) => toEntry(e, events[i]!)) };
  }
}

function toEntry(stored: StoredEvent, event: ProjectEvent): ProjectHistoryEntry {
  const base: ProjectHistoryEntry = {
    version: stored.streamPosition,
    type: stored.type,
    label: labels[event.type] ?? stored.type,
    at: stored.metadata.occurredAt ?? stored.recordedAt,
    currentStep: null,
    title: null,
    changes: [],
    period: null,
  };
  switch (event.type) {
    case projectEventTypes.created:
      return {
        ...base,
        title: event.data.title,
        currentStep: 1,
        label: event.data.duplicatedFrom ? 'Project created as a copy' : base.label,
      };
    case projectEventTypes.renamed:
      return { ...base, title: event.data.title };
    case projectEventTypes.stepSaved:
      return {
        ...base,
        currentStep: event.data.currentStep,
        changes: event.data.changes.map((c) => ({
          step: c.step,
          field: c.field,
          cleared: c.cleared === true,
          source: c.source,
        })),
      };
    case projectEventTypes.stepDataRestored:
      return {
        ...base,
        label: `Step restored from version ${event.data.fromVersion}`,
        changes: event.data.changes.map((c) => ({
          step: c.step,
          field: c.field,
          cleared: c.cleared === true,
          source: c.source,
        })),
      };
    case projectEventTypes.completed:
      return { ...base, period: event.data.period };
    default:
      return base;
  }
}
