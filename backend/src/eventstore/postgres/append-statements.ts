import { randomUUID } from 'node:crypto';
import {
  START_POSITION,
  type EventMetadata,
  type GlobalPosition,
  type NewEvent,
  type StoredEvent,
} from '../event-store.port';
import { RECORDED_AT_ISO } from './event-row';

/**
 * The SQL of PostgresEventStore's appends and reads, and the event batches they send and answer
 * (see the store's class comment for why readers order by transaction id).
 */

/** The first key of the per-stream advisory locks (the second is the stream id's hash). */
export const STREAM_LOCK_CLASS = 0x62627331; // 'bbs1'

/**
 * How each kind of expected version moves the stream's version ($2 events) and answers the version
 * before it: no row when the expected version does not hold.
 */
export const MOVE_VERSION = {
  any: `INSERT INTO streams (stream_id, version) SELECT $1::text, $2::bigint FROM lock
        ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + $2 RETURNING version - $2 AS start`,
  new: `INSERT INTO streams (stream_id, version) SELECT $1::text, $2::bigint FROM lock
        ON CONFLICT DO NOTHING RETURNING 0::bigint AS start`,
  exact: `UPDATE streams SET version = version + $2
          WHERE stream_id = $1 AND version = $5::bigint AND EXISTS (SELECT FROM lock)
          RETURNING version - $2 AS start`,
};

/** One stream's append (see writeStream): $1 stream, $2 count, $3 events, $4 metadata, $5 expected. */
export const APPEND_SQL = Object.fromEntries(
  Object.entries(MOVE_VERSION).map(([kind, moveVersion]) => [
    kind,
    `WITH lock AS (SELECT pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, hashtext($1::text))),
     moved AS (${moveVersion})
     INSERT INTO events (event_id, stream_id, stream_position, event_type, schema_version, data, metadata)
     SELECT (u.e->>'id')::uuid, $1, moved.start + u.n, u.e->>'type', (u.e->>'schemaVersion')::int, u.e->'data', $4::jsonb
     FROM moved, jsonb_array_elements($3::jsonb) WITH ORDINALITY AS u(e, n)
     ORDER BY u.n
     RETURNING event_id::text, transaction_id::text, global_position::text, stream_position::text,
       ${RECORDED_AT_ISO} AS recorded_at`,
  ]),
) as Record<keyof typeof MOVE_VERSION, string>;

/**
 * The append of an exact expected version ($1-$5 as APPEND_SQL) with an inline read model's row
 * ($6 the row as JSON, $7 its id, $8 the version it must be at): the row is replaced only when the
 * stream moved and the row is at $8, and `bb_require_row` raises ROW_MOVED (migration 0053) when the
 * stream moved and the row did not, which rolls the statement back as a whole.
 */
export const appendWithRowSql = (table: string, columns: readonly string[]) =>
  `WITH lock AS (SELECT pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, hashtext($1::text))),
   moved AS (${MOVE_VERSION.exact}),
   row_written AS (
     UPDATE ${table} SET (${columns.join(', ')}) =
       (SELECT ${columns.join(', ')} FROM jsonb_populate_record(null::${table}, $6::jsonb))
     WHERE id = $7 AND version = $8 AND EXISTS (SELECT FROM moved)
     RETURNING 1),
   appended AS (
     INSERT INTO events (event_id, stream_id, stream_position, event_type, schema_version, data, metadata)
     SELECT (u.e->>'id')::uuid, $1, moved.start + u.n, u.e->>'type', (u.e->>'schemaVersion')::int, u.e->'data', $4::jsonb
     FROM moved, jsonb_array_elements($3::jsonb) WITH ORDINALITY AS u(e, n)
     ORDER BY u.n
     RETURNING event_id, transaction_id, global_position, stream_position, recorded_at)
   SELECT event_id::text, transaction_id::text, global_position::text, stream_position::text,
     ${RECORDED_AT_ISO} AS recorded_at
   FROM appended
   WHERE bb_require_row((SELECT count(*) FROM row_written))`;

/** The SQLSTATE bb_require_row raises (migration 0053-inline-row-check). */
export const ROW_MOVED = 'BB001';

export interface AppendedRow {
  event_id: string;
  transaction_id: string;
  global_position: string;
  stream_position: string;
  recorded_at: string;
}

/** The events as one JSON array (cheaper to send and to read back than four arrays of text). */
export type EventBatch = ReturnType<typeof eventBatch>;

export function eventBatch(events: readonly NewEvent[]) {
  const batch = events.map((e) => ({
    id: e.id ?? randomUUID(),
    type: e.type,
    schemaVersion: e.schemaVersion ?? 1,
    data: e.data ?? {},
  }));
  return { events: batch, json: JSON.stringify(batch) };
}

/**
 * The events of a batch as a reader gets them back (parsed copies of what is sent, so nothing the
 * caller holds is shared), placed after version `from`: for an inline projection to prepare its
 * row before the append (global positions are not known yet, and the recording time is the
 * metadata's `occurredAt`), and, with `withRows`, as the append's answer.
 */
export function asStored(
  batch: EventBatch,
  streamId: string,
  metadata: EventMetadata,
  from = 0,
): StoredEvent[] {
  const sent = JSON.parse(batch.json) as typeof batch.events;
  const copy = JSON.parse(JSON.stringify(metadata)) as EventMetadata;
  return sent.map((e, i) => ({
    ...e,
    streamId,
    streamPosition: from + i + 1,
    position: START_POSITION,
    metadata: copy,
    recordedAt: metadata.occurredAt,
  }));
}

/** The position of the last event written (the highest global position). */
export function lastPosition(rows: readonly AppendedRow[]): GlobalPosition {
  const last = rows.reduce((a, b) => (BigInt(a.global_position) > BigInt(b.global_position) ? a : b));
  return { transactionId: last.transaction_id, globalPosition: last.global_position };
}

export const EVENT_COLUMNS = `event_id, stream_id, stream_position, transaction_id::text AS transaction_id,
  global_position::text AS global_position, event_type, schema_version, data, metadata,
  ${RECORDED_AT_ISO} AS recorded_at`;

/** The global stream after a position, in commit-safe order (see the class comment). */
export const READ_ALL_SQL = (typeFilter: string) => `SELECT ${EVENT_COLUMNS} FROM events
  WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    AND (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
    ${typeFilter}
  -- Qualified: the bare names are the text aliases of the select list, which sort '10' before '9'.
  ORDER BY events.transaction_id, events.global_position
  LIMIT $3`;

/** The events as the append wrote them: positions and recording time from the INSERT's RETURNING. */
export function withRows(events: readonly StoredEvent[], rows: readonly AppendedRow[]): StoredEvent[] {
  const byId = new Map(rows.map((row) => [row.event_id, row]));
  return events
    .map((e) => {
      const row = byId.get(e.id)!;
      return {
        ...e,
        streamPosition: Number(row.stream_position),
        position: { transactionId: row.transaction_id, globalPosition: row.global_position },
        recordedAt: row.recorded_at,
      };
    })
    .sort((a, b) => a.streamPosition - b.streamPosition);
}
