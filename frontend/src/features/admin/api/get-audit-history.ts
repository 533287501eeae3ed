import type { HistoryResponse, HistorySubjectKind } from '@bb/backend/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The filters and page of an audited-history request (the API's query strings). */
export interface HistoryFilters {
  type?: string;
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}

export function historyUrl(
  kind: HistorySubjectKind,
  id: string,
  filters: HistoryFilters & { before?: string },
): string {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.limit) params.set('limit', String(filters.limit));
  if (filters.before) params.set('before', filters.before);
  else if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return `/api/admin/history/${kind === 'user' ? 'users' : 'projects'}/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
}

/** GET /api/admin/history/{users|projects}/{id}: one page of the subject's audited history. */
export const auditHistoryQueryOptions = (kind: HistorySubjectKind, id: string, filters: HistoryFilters) =>
  queryOptions({
    queryKey: ['/api/admin/history', kind, id, filters],
    queryFn: () => api.get<HistoryResponse>(historyUrl(kind, id, filters)),
    placeholderData: keepPreviousData,
  });

export const useAuditHistory = (kind: HistorySubjectKind, id: string, filters: HistoryFilters) =>
  useQuery(auditHistoryQueryOptions(kind, id, filters));

/** Every entry matching the filters, page after page (for the CSV export), newest first. */
export async function fetchAllHistory(
  kind: HistorySubjectKind,
  id: string,
  filters: Omit<HistoryFilters, 'page' | 'limit'>,
  maxEntries = 10_000,
): Promise<HistoryResponse['entries']> {
  const all: HistoryResponse['entries'] = [];
  let before: string | undefined;
  do {
    const page = await api.get<HistoryResponse>(historyUrl(kind, id, { ...filters, limit: 200, before }));
    all.push(...page.entries);
    before = page.nextBefore ?? undefined;
  } while (before && all.length < maxEntries);
  return all;
}
