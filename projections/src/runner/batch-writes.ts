import type { Knex } from 'knex';

/**
 * The writes of a projection that folds a batch in memory (docs/architecture.md "Projections,
 * read-your-writes and rebuild"): the rows a batch touches are read in one query, folded,
 * and written back in a few multi-row statements instead of one statement per event.
 */

/** Rows per statement: well under PostgreSQL's 65,535 bind parameters for the widest read model. */
export const WRITE_CHUNK = 500;

/** The rows of `table` whose `column` is one of `keys` (one statement per chunk of keys). */
export async function rowsByKey<T>(
  trx: Knex.Transaction,
  table: string,
  column: string,
  keys: readonly string[],
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < keys.length; i += WRITE_CHUNK * 10) {
    const chunk = keys.slice(i, i + WRITE_CHUNK * 10);
    const rows: unknown[] = await trx(table).whereRaw('?? = ANY(?::text[])', [column, chunk]).select('*');
    out.push(...(rows as T[]));
  }
  return out;
}

/**
 * Multi-row `INSERT ... ON CONFLICT (key) DO UPDATE` of whole rows (`merge`), or `DO NOTHING`
 * (`ignore`), in chunks. Every row must have the same columns.
 */
export async function upsertRows(
  trx: Knex.Transaction,
  table: string,
  rows: readonly object[],
  key: string | readonly string[],
  mode: 'merge' | 'ignore' = 'merge',
): Promise<void> {
  for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
    const chunk = trx(table).insert(rows.slice(i, i + WRITE_CHUNK));
    const insert = typeof key === 'string' ? chunk.onConflict(key) : chunk.onConflict([...key]);
    await (mode === 'merge' ? insert.merge() : insert.ignore());
  }
}

/** Deletes the rows of `table` whose `column` is one of `keys`. */
export async function deleteByKey(
  trx: Knex.Transaction,
  table: string,
  column: string,
  keys: readonly string[],
): Promise<void> {
  for (let i = 0; i < keys.length; i += WRITE_CHUNK * 10) {
    await trx(table)
      .whereRaw('?? = ANY(?::text[])', [column, keys.slice(i, i + WRITE_CHUNK * 10)])
      .del();
  }
}

/** Groups items by a key, keeping their order within each group and the groups' first-seen order. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
