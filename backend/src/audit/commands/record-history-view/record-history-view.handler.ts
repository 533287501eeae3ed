import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { HistorySubjectKind } from '../../../contracts/audit';
import type { EventStore } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { EVENT_STORE } from '../../../shared/tokens';
import { auditViewsStreamId, historyViewed } from '../../domain/history-viewed';

export class RecordHistoryViewCommand {
  constructor(
    readonly adminId: string,
    readonly subjectKind: HistorySubjectKind,
    readonly subjectId: string,
    readonly query: Record<string, string>,
    readonly entries: number,
  ) {}
}

/** Appends 'audit.history-viewed' to the admin's `audit-views-{adminId}` stream. */
@CommandHandler(RecordHistoryViewCommand)
export class RecordHistoryViewHandler implements ICommandHandler<
  RecordHistoryViewCommand,
  CommandResult<void>
> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({
    adminId,
    subjectKind,
    subjectId,
    query,
    entries,
  }: RecordHistoryViewCommand): Promise<CommandResult<void>> {
    const event = historyViewed(adminId, subjectKind, subjectId, query, entries);
    const appended = await this.store.append(
      [
        {
          streamId: auditViewsStreamId(adminId),
          expectedVersion: 'any',
          events: [{ type: event.type, data: event.data }],
        },
      ],
      { metadata: eventMetadata({ userId: adminId }) },
    );
    return result(undefined, appended.position);
  }
}
