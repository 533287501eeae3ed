import type { GlobalPosition, StoredEvent } from '../../eventstore/event-store.port';
import type { HistorySubjectKind } from '../../contracts/audit';
import type { HistoryFilter } from '../domain/history-filter';

/** Whose history: a user (their stream and everything they caused) or a project (its stream and everything naming it). */
export interface HistorySubject {
  kind: HistorySubjectKind;
  id: string;
}

export interface HistoryPageRequest {
  limit: number;
  /** Only events before this position (keyset paging), or null. */
  before: GlobalPosition | null;
  /** Entries to skip (page paging). */
  offset: number;
}

export interface HistoryRead {
  /** Newest first, in commit order. */
  events: StoredEvent[];
  /** Events matching the subject and filter, on every page. */
  total: number;
  /** More events after this page. */
  hasMore: boolean;
}

/** Reads a subject's events from the log, newest first. */
export interface HistorySource {
  read(subject: HistorySubject, filter: HistoryFilter, page: HistoryPageRequest): Promise<HistoryRead>;
}

export const HISTORY_SOURCE = Symbol('HISTORY_SOURCE');

export function subjectStreamId(subject: HistorySubject): string {
  return subject.kind === 'user' ? `user-${subject.id}` : `project-${subject.id}`;
}

/** Does an event belong to the subject's history? (The rule both sources follow.) */
export function belongsTo(subject: HistorySubject, event: StoredEvent): boolean {
  if (event.streamId === subjectStreamId(subject)) return true;
  if (subject.kind === 'user') return event.metadata?.userId === subject.id;
  return (event.data as { projectId?: unknown } | null)?.projectId === subject.id;
}
