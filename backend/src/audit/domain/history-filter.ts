import { DomainError } from '../../shared/domain-error';

/** What a history request asks for, checked and normalised (the query strings are in contracts/audit.ts). */
export interface HistoryFilter {
  /** Exact event types, and prefixes from 'context.*'; both empty: every type. */
  types: { exact: string[]; prefixes: string[] };
  /** Recorded at or after. */
  from: Date | null;
  /** Recorded before (exclusive; a date 'to' covers its whole day). */
  toExclusive: Date | null;
}

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function parseTypes(value: string | undefined): HistoryFilter['types'] {
  const exact: string[] = [];
  const prefixes: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const item = raw.trim();
    if (!item) continue;
    if (item.endsWith('*')) prefixes.push(item.slice(0, -1));
    else exact.push(item);
  }
  return { exact, prefixes };
}

/** The start of a 'from' bound: a date is its first instant (UTC), an instant is itself. */
export function fromBound(value: string | undefined): Date | null {
  if (!value) return null;
  return new Date(DATE_ONLY.test(value) ? `${value}T00:00:00.000Z` : value);
}

/** The exclusive end of a 'to' bound: a date covers its whole day (UTC), an instant itself. */
export function toBoundExclusive(value: string | undefined): Date | null {
  if (!value) return null;
  return DATE_ONLY.test(value)
    ? new Date(Date.parse(`${value}T00:00:00.000Z`) + DAY_MS)
    : new Date(Date.parse(value) + 1);
}

export function historyFilter(query: { type?: string; from?: string; to?: string }): HistoryFilter {
  const filter = {
    types: parseTypes(query.type),
    from: fromBound(query.from),
    toExclusive: toBoundExclusive(query.to),
  };
  if (filter.from && filter.toExclusive && filter.from >= filter.toExclusive) {
    throw new DomainError('validation', 'Validation failed', { to: 'to must not be before from' });
  }
  return filter;
}

/** Does an event type pass the filter? (Used where the log cannot filter, e.g. on KurrentDB.) */
export function typeMatches(type: string, types: HistoryFilter['types']): boolean {
  if (types.exact.length === 0 && types.prefixes.length === 0) return true;
  return types.exact.includes(type) || types.prefixes.some((prefix) => type.startsWith(prefix));
}
