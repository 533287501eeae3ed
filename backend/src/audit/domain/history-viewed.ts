import { auditEventTypes, type HistorySubjectKind, type HistoryViewed } from '../../contracts/audit';

/** The stream of the history views an admin made. */
export const auditViewsStreamId = (adminId: string) => `audit-views-${adminId}`;

/** Reading someone's history is itself on the record: who, whose, with which filters, how much. */
export function historyViewed(
  viewedBy: string,
  subjectKind: HistorySubjectKind,
  subjectId: string,
  query: Record<string, string>,
  entries: number,
): HistoryViewed {
  return { type: auditEventTypes.historyViewed, data: { viewedBy, subjectKind, subjectId, query, entries } };
}
