import type { StoredEvent } from '@bb/backend/eventstore/event-store.port';
import { ideaEventTypes, type IdeaEvent } from '@bb/backend/contracts/ideas';
import { newYorkDate } from '@bb/backend/shared/time/calendar';
import type { Projection } from './runner/projection';

const FIELD_COLUMNS = {
  title: 'title',
  description: 'description',
  businessIdea: 'business_idea',
  targetAudience: 'target_audience',
  industry: 'industry',
  keyFeatures: 'key_features',
  potentialRevenue: 'potential_revenue',
  featuredDate: 'featured_date',
} as const;

/**
 * rm_ideas: admin-created ideas (a deleted idea's row is removed). rm_idea_views: one row per
 * user, idea and New York day of viewing. Idempotent per event.
 */
export function createIdeasProjection(): Projection {
  return {
    name: 'ideas',
    tables: ['rm_ideas', 'rm_idea_views'],
    handles: ideaEventTypes,
    async apply(events, ctx) {
      const { trx } = ctx;
      const ideas = ctx.table('rm_ideas');
      const views = ctx.table('rm_idea_views');
      for (const stored of events) {
        const event = stored as StoredEvent & IdeaEvent;
        switch (event.type) {
          case 'ideas.idea-created': {
            const d = event.data;
            await trx(ideas)
              .insert({
                id: d.ideaId,
                title: d.title,
                description: d.description,
                business_idea: d.businessIdea,
                target_audience: d.targetAudience,
                industry: d.industry,
                key_features: JSON.stringify(d.keyFeatures),
                potential_revenue: d.potentialRevenue,
                featured_date: d.featuredDate,
                is_active: d.isActive,
                created_at: d.createdAt,
                updated_at: d.createdAt,
              })
              .onConflict('id')
              .ignore();
            break;
          }
          case 'ideas.idea-updated': {
            const row: Record<string, unknown> = { updated_at: event.data.updatedAt };
            for (const [field, value] of Object.entries(event.data.changes)) {
              const column = FIELD_COLUMNS[field as keyof typeof FIELD_COLUMNS];
              if (column) row[column] = field === 'keyFeatures' ? JSON.stringify(value) : value;
            }
            await trx(ideas).where({ id: event.data.ideaId }).update(row);
            break;
          }
          case 'ideas.idea-activation-changed':
            await trx(ideas)
              .where({ id: event.data.ideaId })
              .update({ is_active: event.data.isActive, updated_at: event.data.changedAt });
            break;
          case 'ideas.idea-deleted':
            await trx(ideas).where({ id: event.data.ideaId }).del();
            break;
          case 'ideas.idea-viewed':
            await trx(views)
              .insert({
                user_id: event.data.userId,
                idea_id: event.data.ideaId,
                viewed_on: newYorkDate(event.data.viewedAt),
                source: event.data.source,
                first_viewed_at: event.data.viewedAt,
              })
              .onConflict(['user_id', 'idea_id', 'viewed_on'])
              .ignore();
            break;
          default:
            break;
        }
      }
    },
  };
}
