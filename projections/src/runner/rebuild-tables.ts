import type { Knex } from 'knex';

/**
 * The table work of a rebuild: fresh copies of a projection's tables (same columns, defaults,
 * constraints and indexes: `LIKE ... INCLUDING ALL`), and the swap that puts them in place of the
 * live ones with the live names, index names included, so the next rebuild starts from the same
 * schema.
 */

export const REBUILD_SUFFIX = '__rebuild';
const OLD_SUFFIX = '__old';

export function rebuildTableName(table: string): string {
  const name = `${table}${REBUILD_SUFFIX}`;
  if (Buffer.byteLength(name) > 63)
    throw new Error(`Table name ${table} is too long to rebuild (63 bytes with '${REBUILD_SUFFIX}')`);
  return name;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Drops leftovers of an interrupted rebuild and creates empty copies of the tables. */
export async function createRebuildTables(
  knex: Knex | Knex.Transaction,
  tables: readonly string[],
): Promise<void> {
  for (const table of tables) {
    const exists = await knex.raw<{ rows: Array<{ ok: boolean }> }>(
      `SELECT to_regclass(?) IS NOT NULL AS ok`,
      [table],
    );
    if (!exists.rows[0]?.ok) throw new Error(`Table ${table} does not exist: run the migrations first`);
    await knex.raw(`DROP TABLE IF EXISTS ${ident(rebuildTableName(table))}`);
    await knex.raw(`CREATE TABLE ${ident(rebuildTableName(table))} (LIKE ${ident(table)} INCLUDING ALL)`);
  }
}

export async function dropRebuildTables(
  knex: Knex | Knex.Transaction,
  tables: readonly string[],
): Promise<void> {
  for (const table of tables) await knex.raw(`DROP TABLE IF EXISTS ${ident(rebuildTableName(table))}`);
}

interface IndexInfo {
  name: string;
  shape: string;
}

/** The indexes of a table, each with its definition minus its own and its table's name. */
async function indexesOf(trx: Knex.Transaction, table: string): Promise<IndexInfo[]> {
  const res = await trx.raw<{ rows: Array<{ name: string; def: string }> }>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE i.indrelid = ?::regclass ORDER BY c.relname`,
    [table],
  );
  return res.rows.map((r) => ({ name: r.name, shape: r.def.replace(/ INDEX \S+ ON \S+ /, ' INDEX ON ') }));
}

/**
 * In the caller's transaction, which holds ACCESS EXCLUSIVE locks on the live tables: renames the
 * live tables away, the copies to the live names, gives the copies' indexes the live index names,
 * hands any sequence the old table owned to the new one, and drops the old tables.
 */
export async function swapInRebuildTables(trx: Knex.Transaction, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    const copy = rebuildTableName(table);
    const old = `${table}${OLD_SUFFIX}`;
    const liveIndexes = await indexesOf(trx, table);
    const copyIndexes = await indexesOf(trx, copy);
    const renames: Array<[string, string]> = [];
    const unmatched = [...copyIndexes];
    for (const live of liveIndexes) {
      const at = unmatched.findIndex((c) => c.shape === live.shape);
      if (at >= 0) renames.push([unmatched.splice(at, 1)[0]!.name, live.name]);
    }
    // Sequences owned by the live table's columns (serial columns) would be dropped with it.
    const owned = await trx.raw<{ rows: Array<{ seq: string; col: string }> }>(
      `SELECT s.oid::regclass::text AS seq, a.attname AS col
       FROM pg_depend d JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
       JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
       WHERE d.refobjid = ?::regclass AND d.deptype = 'a'`,
      [table],
    );
    await trx.raw(`DROP TABLE IF EXISTS ${ident(old)}`);
    await trx.raw(`ALTER TABLE ${ident(table)} RENAME TO ${ident(old)}`);
    await trx.raw(`ALTER TABLE ${ident(copy)} RENAME TO ${ident(table)}`);
    for (const { seq, col } of owned.rows)
      await trx.raw(`ALTER SEQUENCE ${seq} OWNED BY ${ident(table)}.${ident(col)}`);
    await trx.raw(`DROP TABLE ${ident(old)}`);
    for (const [from, to] of renames) {
      if (from !== to) await trx.raw(`ALTER INDEX ${ident(from)} RENAME TO ${ident(to)}`);
    }
  }
}

/** Every row of a table as JSON text, ordered by its primary key (for equality checks). */
export async function rowsByPrimaryKey(knex: Knex | Knex.Transaction, table: string): Promise<string[]> {
  const pk = await knex.raw<{ rows: Array<{ col: string }> }>(
    `SELECT a.attname AS col FROM pg_index i
     JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
     WHERE i.indrelid = ?::regclass AND i.indisprimary
     ORDER BY array_position(i.indkey::int2[], a.attnum)`,
    [table],
  );
  const order = pk.rows.length ? pk.rows.map((r) => ident(r.col)).join(', ') : 't::text';
  const res = await knex.raw<{ rows: Array<{ row: string }> }>(
    `SELECT row_to_json(t)::text AS row FROM ${ident(table)} AS t ORDER BY ${order}`,
  );
  return res.rows.map((r) => r.row);
}
