import type { Knex } from 'knex';

/**
 * Stale steps (issue 14): rm_projects keeps, per generated step, the input values it was generated
 * from (built_from) and the steps whose inputs changed since (stale_steps, for the dashboard card,
 * the wizard and the edit page). Existing rows are filled by a rebuild of the projection.
 */
export const name = '0051-project-staleness';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('rm_projects', (t) => {
    t.jsonb('built_from').notNullable().defaultTo('{}');
    t.jsonb('stale_steps').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('rm_projects', (t) => {
    t.dropColumn('stale_steps');
    t.dropColumn('built_from');
  });
}
