import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import { decodeStreamCursor, encodeStreamCursor } from '../../contracts/analytics';
import {
  HISTORY_PAGE_DEFAULT,
  type HistoryEntry,
  type HistoryQuery,
  type HistoryResponse,
} from '../../contracts/audit';
import type { EventStore, StoredEvent } from '../../eventstore/event-store.port';
import { PersonalDataVault } from '../../shared/crypto/personal-data-vault';
import { SHREDDED } from '../../shared/crypto/sealed';
import { DomainError } from '../../shared/domain-error';
import { EVENT_STORE, KNEX } from '../../shared/tokens';
import { revealForHistory, sealingSubject } from '../domain/history-data';
import { historyFilter } from '../domain/history-filter';
import { summarizeEvent, USER_REFERENCE_FIELDS } from '../domain/summaries';
import { HISTORY_SOURCE, subjectStreamId, type HistorySource, type HistorySubject } from './history-source';

export class GetAuditHistoryQuery {
  constructor(
    readonly subject: HistorySubject,
    readonly query: HistoryQuery,
  ) {}
}

/**
 * A user's or a project's audited history for an admin: the events from the log, newest first,
 * each with its actor's username, a one-line summary, and its data with secrets hidden and
 * personal fields opened while their owner's key exists ('[deleted]' after shredding).
 */
@QueryHandler(GetAuditHistoryQuery)
export class GetAuditHistoryHandler implements IQueryHandler<GetAuditHistoryQuery, HistoryResponse> {
  constructor(
    @Inject(HISTORY_SOURCE) private readonly source: HistorySource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    private readonly vault: PersonalDataVault,
  ) {}

  async execute({ subject, query }: GetAuditHistoryQuery): Promise<HistoryResponse> {
    const filter = historyFilter(query);
    const limit = Number(query.limit ?? HISTORY_PAGE_DEFAULT);
    const page = query.page ? Number(query.page) : null;
    const before = query.before ? decodeStreamCursor(query.before) : null;
    if (query.before && !before)
      throw new DomainError('validation', 'Validation failed', { before: 'Not a valid position cursor' });

    const label = await this.labelOf(subject);
    const read = await this.source.read(subject, filter, {
      limit,
      before,
      offset: page ? (page - 1) * limit : 0,
    });
    if (label === undefined && read.total === 0 && !(await this.exists(subject))) {
      throw new DomainError('not_found', subject.kind === 'user' ? 'User not found' : 'Project not found');
    }
    const names = await this.usernames(read.events);
    const nameOf = (id: string) => names.get(id) ?? id;
    const entries = await Promise.all(read.events.map((event) => this.entry(event, names, nameOf)));
    const last = read.events[read.events.length - 1];
    return {
      subject: { kind: subject.kind, id: subject.id, label: label ?? null },
      entries,
      total: read.total,
      limit,
      page,
      nextBefore: read.hasMore && last ? encodeStreamCursor(last.position) : null,
    };
  }

  private async entry(
    event: StoredEvent,
    names: Map<string, string>,
    nameOf: (id: string) => string,
  ): Promise<HistoryEntry> {
    const owner = sealingSubject(event);
    const data = (await revealForHistory(event.data ?? {}, async (sealed) => {
      if (!owner) return '[unreadable]';
      return this.vault.open(owner, sealed).catch(() => '[unreadable]');
    })) as Record<string, unknown>;
    const actorId = typeof event.metadata?.userId === 'string' ? event.metadata.userId : null;
    return {
      id: event.id,
      position: encodeStreamCursor(event.position),
      streamId: event.streamId,
      streamPosition: event.streamPosition,
      type: event.type,
      schemaVersion: event.schemaVersion,
      at: new Date(event.recordedAt).toISOString(),
      occurredAt: typeof event.metadata?.occurredAt === 'string' ? event.metadata.occurredAt : null,
      actor: actorId ? { id: actorId, username: names.get(actorId) ?? null } : null,
      requestId: typeof event.metadata?.requestId === 'string' ? event.metadata.requestId : null,
      summary: summarizeEvent(
        { type: event.type, data: data && typeof data === 'object' ? data : {} },
        nameOf,
      ),
      data: data && typeof data === 'object' && !Array.isArray(data) ? data : { value: data },
    };
  }

  /** Usernames (from rm_users: '[deleted]' for deleted accounts) of every user the events name. */
  private async usernames(events: StoredEvent[]): Promise<Map<string, string>> {
    const ids = new Set<string>();
    for (const event of events) {
      if (typeof event.metadata?.userId === 'string') ids.add(event.metadata.userId);
      const data = (event.data ?? {}) as Record<string, unknown>;
      for (const field of USER_REFERENCE_FIELDS) if (typeof data[field] === 'string') ids.add(data[field]);
    }
    if (ids.size === 0) return new Map();
    const rows = await this.knex('rm_users')
      .whereIn('id', [...ids])
      .select<Array<{ id: string; username: string }>>('id', 'username');
    // A user whose personal-data key was destroyed is '[deleted]' here too, whatever a read model
    // still holds (every account gets its key when it registers; see PersonalDataVault).
    const keyed = new Set(
      (
        await this.knex('subject_keys')
          .whereIn(
            'subject_id',
            rows.map((r) => r.id),
          )
          .select<Array<{ subject_id: string }>>('subject_id')
      ).map((r) => r.subject_id),
    );
    return new Map(rows.map((r) => [r.id, keyed.has(r.id) ? r.username : SHREDDED]));
  }

  /** The username or project title from the read models; undefined when they do not know it. */
  private async labelOf(subject: HistorySubject): Promise<string | undefined> {
    if (subject.kind === 'user') {
      const row = await this.knex('rm_users')
        .where({ id: subject.id })
        .first<{ username: string } | undefined>('username');
      if (!row) return undefined;
      const key = await this.knex('subject_keys')
        .where({ subject_id: subject.id })
        .first<{ subject_id: string } | undefined>('subject_id');
      return key ? row.username : SHREDDED;
    }
    if (!/^[0-9a-f-]{36}$/i.test(subject.id)) return undefined;
    const row = await this.knex('rm_projects')
      .where({ id: subject.id })
      .first<{ title: string } | undefined>('title');
    return row?.title;
  }

  private async exists(subject: HistorySubject): Promise<boolean> {
    return (await this.store.readStream(subjectStreamId(subject))).length > 0;
  }
}
