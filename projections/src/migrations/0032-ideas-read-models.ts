import type { Knex } from 'knex';

/**
 * Read models of the ideas context, owned by the ideas projection: the admin-created ideas
 * (catalogue ideas are code, not rows) and the users' idea views, one row per user, idea and
 * New York day (a replayed or repeated view changes nothing).
 */
export const name = '0032-ideas-read-models';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE rm_ideas (
      id text PRIMARY KEY,
      title text NOT NULL,
      description text NOT NULL,
      business_idea text NOT NULL,
      target_audience text NOT NULL,
      industry text NOT NULL,
      key_features jsonb NOT NULL,
      potential_revenue text NOT NULL,
      featured_date text NOT NULL CHECK (featured_date ~ '^\\d{4}-\\d{2}-\\d{2}$'),
      is_active boolean NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX rm_ideas_featured ON rm_ideas (featured_date DESC, created_at DESC);

    CREATE TABLE rm_idea_views (
      user_id text NOT NULL,
      idea_id text NOT NULL,
      viewed_on text NOT NULL,
      source text NOT NULL,
      first_viewed_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, idea_id, viewed_on)
    );
    CREATE INDEX rm_idea_views_idea ON rm_idea_views (idea_id);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP TABLE rm_idea_views; DROP TABLE rm_ideas;`);
}
