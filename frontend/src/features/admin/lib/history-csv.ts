import type { HistoryEntry } from '@bb/backend/contracts';
import { historyDiffs } from './history-diff';

const COLUMNS = [
  'Recorded at',
  'Actor',
  'Actor id',
  'Event type',
  'Summary',
  'Changes',
  'Request id',
  'Event id',
];

/** One CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ is neutralised. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The audited history as CSV (RFC 4180, CRLF), newest first, one row per event. */
export function historyCsv(entries: readonly HistoryEntry[]): string {
  const diffs = historyDiffs(entries);
  const rows = entries.map((entry) => {
    const changes = (diffs.get(entry.id) ?? [])
      .map((d) => `${d.field}: ${d.before === undefined ? '' : `${d.before} -> `}${d.after ?? '(cleared)'}`)
      .join('; ');
    return [
      entry.at,
      entry.actor?.username ?? (entry.actor ? '' : 'system'),
      entry.actor?.id ?? '',
      entry.type,
      entry.summary,
      changes,
      entry.requestId ?? '',
      entry.id,
    ];
  });
  return [COLUMNS, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
