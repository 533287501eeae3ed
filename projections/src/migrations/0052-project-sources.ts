import type { Knex } from 'knex';

/**
 * Field sources in the project read model (issue 19): rm_projects.sources holds who wrote each
 * field now ('step.field' → the user or a generator), so GET /api/projects/{id} answers it and the
 * wizard opens without reading the project's history. Existing rows are filled from the log here
 * (the latest change of each field up to the row's version; a cleared field has no source), the
 * same fold as the projection's; `npm run projections:rebuild` gives the same result.
 */
export const name = '0052-project-sources';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('rm_projects', (t) => {
    t.jsonb('sources').notNullable().defaultTo('{}');
  });
  await knex.raw(`
    UPDATE rm_projects p SET sources = s.sources
    FROM (
      SELECT stream_id, coalesce(jsonb_object_agg(k, src) FILTER (WHERE NOT cleared), '{}') AS sources
      FROM (
        SELECT DISTINCT ON (e.stream_id, k.key) e.stream_id, k.key AS k, c.value->'source' AS src,
               coalesce((c.value->>'cleared')::boolean, false) AS cleared
        FROM events e
        JOIN rm_projects r ON e.stream_id = 'project-' || r.id AND e.stream_position <= r.version
        CROSS JOIN LATERAL jsonb_array_elements(e.data->'changes') AS c(value)
        CROSS JOIN LATERAL (SELECT (c.value->>'step') || '.' || (c.value->>'field') AS key) AS k
        WHERE e.event_type IN ('projects.wizard-step-saved', 'projects.step-data-restored')
          AND jsonb_typeof(e.data->'changes') = 'array'
        ORDER BY e.stream_id, k.key, e.stream_position DESC
      ) latest
      GROUP BY stream_id
    ) s
    WHERE s.stream_id = 'project-' || p.id`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('rm_projects', (t) => {
    t.dropColumn('sources');
  });
}
