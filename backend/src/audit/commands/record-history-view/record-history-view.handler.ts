import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { HistorySubjectKind } from '../../../contracts/audit';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { unreadStream } from '../../../shared/cqrs/stream-reader';
import { eventMetadata } from '../../../shared/request-context';
import { auditViewsStreamId, historyViewed } from '../../domain/history-viewed';

export class RecordHistoryViewCommand extends Command<CommandResult<void>> {
  constructor(
    readonly adminId: string,
    readonly subjectKind: HistorySubjectKind,
    readonly subjectId: string,
    readonly query: Record<string, string>,
    readonly entries: number,
  ) {
    super();
  }
}

/** Appends 'audit.history-viewed' to the admin's `audit-views-{adminId}` stream. */
@CommandHandler(RecordHistoryViewCommand)
export class RecordHistoryViewHandler implements ICommandHandler<RecordHistoryViewCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ adminId, subjectKind, subjectId, query, entries }: RecordHistoryViewCommand) {
    const event = historyViewed(adminId, subjectKind, subjectId, query, entries);
    return this.runner.run({
      streamId: auditViewsStreamId(adminId),
      reader: unreadStream(undefined), // an append-only log of what the admin viewed
      decide: () => ({
        events: [{ type: event.type, data: event.data }],
        expectedVersion: 'any',
        metadata: eventMetadata({ userId: adminId }),
        value: undefined,
      }),
    });
  }
}
