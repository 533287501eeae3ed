import type { Knex } from 'knex';
import type { DailyIdea } from '../../contracts/ideas';

/** A row of rm_ideas: the admin-created ideas (owned by the ideas projection). */
export interface IdeaRow {
  id: string;
  title: string;
  description: string;
  business_idea: string;
  target_audience: string;
  industry: DailyIdea['industry'];
  key_features: string[];
  potential_revenue: string;
  featured_date: string;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export function toDailyIdea(row: IdeaRow): DailyIdea {
  return {
    id: row.id,
    source: 'admin',
    title: row.title,
    description: row.description,
    businessIdea: row.business_idea,
    targetAudience: row.target_audience,
    industry: row.industry,
    keyFeatures: [...row.key_features],
    potentialRevenue: row.potential_revenue,
    featuredDate: row.featured_date,
    isActive: row.is_active,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Admin ideas featured between two dates (inclusive, 'YYYY-MM-DD'), active or not. */
export async function adminIdeasBetween(knex: Knex, from: string, to: string): Promise<DailyIdea[]> {
  const rows = await knex<IdeaRow>('rm_ideas').whereBetween('featured_date', [from, to]);
  return rows.map(toDailyIdea);
}

/** Every admin-created idea, newest featured date first (then newest created). */
export async function listAdminIdeas(knex: Knex): Promise<DailyIdea[]> {
  const rows = await knex<IdeaRow>('rm_ideas').orderBy([
    { column: 'featured_date', order: 'desc' },
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
  return rows.map(toDailyIdea);
}

export async function findAdminIdea(knex: Knex, ideaId: string): Promise<DailyIdea | undefined> {
  const row = await knex<IdeaRow>('rm_ideas').where({ id: ideaId }).first();
  return row ? toDailyIdea(row) : undefined;
}
