import type { Knex } from 'knex';

/**
 * Read models of the gamification context, owned by the gamification projection:
 * - rm_gamification: one row per user, the domain's GamificationState (a pure, idempotent fold of
 *   the user's activities) as jsonb; GET /api/gamification/stats turns it into the response.
 * - rm_gamification_projects: who owns each project, because a saved step
 *   (projects.wizard-step-saved) names only the project; and, for a copy, the step it was copied
 *   at (the steps before it were completed on the original and do not score again).
 */
export const name = '0040-gamification-read-models';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE rm_gamification (
      user_id text PRIMARY KEY,
      state jsonb NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE TABLE rm_gamification_projects (
      project_id text PRIMARY KEY,
      user_id text NOT NULL,
      is_copy boolean NOT NULL,
      first_step smallint NOT NULL
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP TABLE rm_gamification_projects; DROP TABLE rm_gamification;`);
}
