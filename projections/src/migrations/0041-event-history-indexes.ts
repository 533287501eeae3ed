import type { Knex } from 'knex';

/**
 * Indexes for the audited history (GET /api/admin/history/...): a user's history is their own
 * stream plus every event they caused (metadata.userId); a project's is its stream plus every event
 * that names it (data.projectId, e.g. exports and project slots). Both in commit order, newest
 * first. Partial, so events without an actor or a project cost nothing.
 */
export const name = '0041-event-history-indexes';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE INDEX events_actor ON events ((metadata->>'userId'), transaction_id, global_position)
      WHERE metadata->>'userId' IS NOT NULL;
    CREATE INDEX events_project ON events ((data->>'projectId'), transaction_id, global_position)
      WHERE data \\? 'projectId';
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP INDEX events_project; DROP INDEX events_actor;`);
}
