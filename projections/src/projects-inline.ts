import type { InlineProjection, StoredEvent } from '@bb/backend/eventstore/event-store.port';
import {
  applyToRows,
  COLUMNS,
  evolveRow,
  PROJECTS_HANDLES,
  selectSql,
  toDb,
  upsertSql,
  type DbRow,
  type RowState,
} from './projects.projection';

/** How many projects' rows the inline projection keeps (the ones saved most recently). */
const REMEMBERED_ROWS = 256;

/**
 * rm_projects written in the append's transaction (PostgresEventStore's inline projections): the
 * project's own row is there as soon as its events are, so a save answers and a GET reads without
 * waiting for the runner. The runner still applies the events later; each row's `version` makes
 * that change nothing. A row behind the appended events (written before it existed, or a rebuild
 * swapped its table in meanwhile) first catches up from the stream.
 *
 * The rows this process wrote last are remembered, so the next save of the same project prepares
 * its row without reading it (`prepare`): the store sends the row in the append's own statement,
 * which applies it only if the stored row is still at the version it was folded from.
 */
export function createProjectsInlineProjection(): InlineProjection {
  const remembered = new RememberedRows(REMEMBERED_ROWS);
  return {
    name: 'projects',
    handles: PROJECTS_HANDLES,
    async apply(events, { sql, readStream }) {
      const rows = await applyToRows(
        events,
        {
          load: async (ids) => (await sql.query<DbRow>(selectSql('rm_projects', '$1'), [ids])).rows,
          save: async (json) => void (await sql.query(upsertSql('rm_projects', '$1'), [json])),
        },
        readStream,
      );
      // Only a committed transaction makes these the stored rows: until then they stay unknown.
      for (const row of rows) remembered.forget(row.state.projectId);
      return () => rows.forEach((row) => remembered.keep(row));
    },
    prepare(events) {
      const id = projectIdOf(events[0]);
      if (!id || events.some((e) => projectIdOf(e) !== id)) return null;
      const base = remembered.get(id);
      if (!base || base.version !== events[0]!.streamPosition - 1) return null;
      let row: RowState | null = base;
      for (const e of events) row = row && evolveRow(row, e);
      if (!row || row === base) return null;
      const next = row;
      remembered.forget(id);
      return {
        table: 'rm_projects',
        columns: COLUMNS,
        id,
        fromVersion: base.version,
        row: JSON.stringify(toDb(next)),
        committed: () => remembered.keep(next),
        discarded: () => remembered.forget(id),
      };
    },
  };
}

const projectIdOf = (e: StoredEvent | undefined) =>
  (e?.data as { projectId?: string } | undefined)?.projectId;

/** The last rows written, least recently used dropped beyond `capacity` (a Map keeps insertion order). */
class RememberedRows {
  private readonly rows = new Map<string, RowState>();

  constructor(private readonly capacity: number) {}

  get(id: string): RowState | undefined {
    return this.rows.get(id);
  }

  keep(row: RowState): void {
    const id = row.state.projectId;
    const current = this.rows.get(id);
    if (current && current.version > row.version) return;
    this.rows.delete(id);
    this.rows.set(id, row);
    if (this.rows.size > this.capacity) this.rows.delete(this.rows.keys().next().value as string);
  }

  forget(id: string): void {
    this.rows.delete(id);
  }
}
