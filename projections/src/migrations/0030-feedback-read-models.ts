import type { Knex } from 'knex';

/** Read model of the feedback context, owned by the feedback projection. */
export const name = '0030-feedback-read-models';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE rm_feedback (
      id text PRIMARY KEY,
      user_id text NOT NULL,
      type text NOT NULL,
      title text NOT NULL,
      description text NOT NULL,
      rating smallint,
      page text,
      resolved boolean NOT NULL DEFAULT false,
      admin_notes text,
      created_at timestamptz NOT NULL,
      resolved_at timestamptz,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX rm_feedback_user ON rm_feedback (user_id, created_at DESC);
    CREATE INDEX rm_feedback_created ON rm_feedback (created_at DESC);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP TABLE rm_feedback;`);
}
