import type { Pool } from 'pg';
import { rowToEvent, type EventRow } from '../../eventstore/postgres/event-row';
import type { HistoryFilter } from '../domain/history-filter';
import {
  subjectStreamId,
  type HistoryPageRequest,
  type HistoryRead,
  type HistorySource,
  type HistorySubject,
} from './history-source';

// The ORDER BY names the table's columns: the text aliases below would otherwise win, and
// '10' sorts before '9'.
const COLUMNS = `event_id, stream_id, stream_position, transaction_id::text AS transaction_id,
  global_position::text AS global_position, event_type, schema_version, data, metadata, recorded_at`;

/**
 * The history straight from the PostgreSQL log (the record itself, not a copy that could drift):
 * the subject's stream OR the events_actor / events_project indexes (migration 0041), newest first
 * in commit order, keyset- or offset-paged.
 */
export class PostgresHistorySource implements HistorySource {
  constructor(private readonly pool: Pool) {}

  async read(subject: HistorySubject, filter: HistoryFilter, page: HistoryPageRequest): Promise<HistoryRead> {
    const params: unknown[] = [subjectStreamId(subject), subject.id];
    const where = [
      subject.kind === 'user'
        ? `(stream_id = $1 OR metadata->>'userId' = $2)`
        : `(stream_id = $1 OR (data ? 'projectId' AND data->>'projectId' = $2))`,
    ];
    const { exact, prefixes } = filter.types;
    if (exact.length || prefixes.length) {
      params.push(
        exact,
        prefixes.map((p) => `${p.replace(/[\\%_]/g, '\\$&')}%`),
      );
      where.push(
        `(event_type = ANY($${params.length - 1}::text[]) OR event_type LIKE ANY($${params.length}::text[]))`,
      );
    }
    if (filter.from) {
      params.push(filter.from.toISOString());
      where.push(`recorded_at >= $${params.length}::timestamptz`);
    }
    if (filter.toExclusive) {
      params.push(filter.toExclusive.toISOString());
      where.push(`recorded_at < $${params.length}::timestamptz`);
    }
    const countSql = `SELECT count(*)::int AS total FROM events WHERE ${where.join(' AND ')}`;
    const countParams = [...params];
    if (page.before) {
      params.push(page.before.transactionId, page.before.globalPosition);
      where.push(
        `(transaction_id, global_position) < ($${params.length - 1}::text::xid8, $${params.length}::bigint)`,
      );
    }
    params.push(page.limit + 1, page.offset);
    const [rows, count] = await Promise.all([
      this.pool.query<EventRow>(
        `SELECT ${COLUMNS} FROM events WHERE ${where.join(' AND ')}
         ORDER BY events.transaction_id DESC, events.global_position DESC
         LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      ),
      this.pool.query<{ total: number }>(countSql, countParams),
    ]);
    const events = rows.rows.slice(0, page.limit).map(rowToEvent);
    return { events, total: count.rows[0]?.total ?? 0, hasMore: rows.rows.length > page.limit };
  }
}
