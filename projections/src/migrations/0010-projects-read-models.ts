import type { Knex } from 'knex';

/**
 * Read models of the projects context:
 * - rm_projects (ProjectsProjection): one row per project, derived fields stored so the
 *   dashboard and admin queries read without the domain; `version` is the project stream position
 *   applied, which makes replays change nothing.
 * - rm_monthly_usage (MonthlyUsageProjection): per user and usage month ('YYYY-MM', New York), the
 *   counters of the `usage-{userId}-{period}` streams ('billing.usage-counted' events: completions,
 *   exports, vibe-coding prompts); `version` is that stream's position applied.
 */
export const name = '0010-projects-read-models';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE rm_projects (
      id uuid PRIMARY KEY,
      user_id text NOT NULL,
      version int NOT NULL,
      title text NOT NULL DEFAULT '',
      status text NOT NULL,
      current_step smallint NOT NULL,
      step_data jsonb NOT NULL DEFAULT '{}',
      summary jsonb NOT NULL DEFAULT '{}',
      steps_done boolean[] NOT NULL,
      completion_percentage smallint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      completed_at timestamptz,
      completion_period text,
      deleted boolean NOT NULL DEFAULT false,
      deleted_at timestamptz,
      export_count int NOT NULL DEFAULT 0,
      last_exported_at timestamptz,
      duplicated_from uuid
    );
    -- The dashboard: a user's live projects by last update or creation.
    CREATE INDEX rm_projects_user_updated ON rm_projects (user_id, updated_at DESC) WHERE NOT deleted;
    CREATE INDEX rm_projects_user_created ON rm_projects (user_id, created_at DESC) WHERE NOT deleted;
    -- Admin stats and lists: totals by status, new projects over time, completions by month.
    CREATE INDEX rm_projects_status ON rm_projects (status) WHERE NOT deleted;
    CREATE INDEX rm_projects_created ON rm_projects (created_at);
    CREATE INDEX rm_projects_completed ON rm_projects (completed_at) WHERE completed_at IS NOT NULL;

    CREATE TABLE rm_monthly_usage (
      user_id text NOT NULL,
      period text NOT NULL,
      version int NOT NULL DEFAULT 0,
      completions int NOT NULL DEFAULT 0,
      exports int NOT NULL DEFAULT 0,
      vibe_coding_prompts int NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, period)
    );
    CREATE INDEX rm_monthly_usage_period ON rm_monthly_usage (period);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP TABLE rm_monthly_usage; DROP TABLE rm_projects;`);
}
