import type { StoredEvent } from '@bb/backend/eventstore/event-store.port';
import { ideaEventTypes, type IdeaEvent } from '@bb/backend/contracts/ideas';
import { newYorkDate } from '@bb/kernel';
import type { Projection } from './runner/projection';
import { deleteByKey, rowsByKey, upsertRows } from './runner/batch-writes';

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

interface IdeaRow {
  id: string;
  title: string;
  description: string;
  business_idea: string;
  target_audience: string;
  industry: string;
  /** As read (jsonb parsed); written as JSON text. */
  key_features: unknown;
  potential_revenue: string;
  featured_date: string;
  is_active: boolean;
  created_at: string | Date;
  updated_at: string | Date;
  [column: string]: unknown;
}

interface ViewRow {
  user_id: string;
  idea_id: string;
  viewed_on: string;
  source: string;
  first_viewed_at: string;
}

/**
 * rm_ideas: admin-created ideas (a deleted idea's row is removed). rm_idea_views: one row per
 * user, idea and New York day of viewing. Idempotent per event.
 *
 * A batch is folded in memory: the ideas it names are read in one query and their final rows
 * upserted (or deleted) together; views keep the first of each key and are inserted in bulk,
 * leaving rows that exist as they are (the first view wins, as one at a time).
 */
export function createIdeasProjection(): Projection {
  return {
    name: 'ideas',
    tables: ['rm_ideas', 'rm_idea_views'],
    handles: ideaEventTypes,
    async apply(events, ctx) {
      const { trx } = ctx;
      const ideaEvents: IdeaEvent[] = [];
      const views = new Map<string, ViewRow>();
      for (const stored of events) {
        const event = stored as StoredEvent & IdeaEvent;
        if (event.type !== 'ideas.idea-viewed') {
          ideaEvents.push(event);
          continue;
        }
        const row = {
          user_id: event.data.userId,
          idea_id: event.data.ideaId,
          viewed_on: newYorkDate(event.data.viewedAt),
          source: event.data.source,
          first_viewed_at: event.data.viewedAt,
        };
        const key = `${row.user_id}\u0000${row.idea_id}\u0000${row.viewed_on}`;
        if (!views.has(key)) views.set(key, row);
      }
      if (ideaEvents.length) await applyIdeaEvents(ideaEvents, trx, ctx.table('rm_ideas'));
      await upsertRows(
        trx,
        ctx.table('rm_idea_views'),
        [...views.values()],
        ['user_id', 'idea_id', 'viewed_on'],
        'ignore',
      );
    },
  };
}

async function applyIdeaEvents(
  events: IdeaEvent[],
  trx: Parameters<Projection['apply']>[1]['trx'],
  t: string,
) {
  const ids = [...new Set(events.map((e) => e.data.ideaId))];
  const existing = await rowsByKey<IdeaRow>(trx, t, 'id', ids);
  const inDb = new Set(existing.map((r) => r.id));
  const rows = new Map<string, IdeaRow | null>(existing.map((r) => [r.id, r]));
  const changed = new Set<string>();
  for (const event of events) {
    const id = event.data.ideaId;
    const row = rows.get(id) ?? null;
    let next: IdeaRow | null | undefined; // undefined: no change
    switch (event.type) {
      case 'ideas.idea-created': {
        if (row) break;
        const d = event.data;
        next = {
          id: d.ideaId,
          title: d.title,
          description: d.description,
          business_idea: d.businessIdea,
          target_audience: d.targetAudience,
          industry: d.industry,
          key_features: d.keyFeatures,
          potential_revenue: d.potentialRevenue,
          featured_date: d.featuredDate,
          is_active: d.isActive,
          created_at: d.createdAt,
          updated_at: d.createdAt,
        };
        break;
      }
      case 'ideas.idea-updated': {
        if (!row) break;
        next = { ...row, updated_at: event.data.updatedAt };
        for (const [field, value] of Object.entries(event.data.changes)) {
          const column = FIELD_COLUMNS[field as keyof typeof FIELD_COLUMNS];
          if (column) (next as Record<string, unknown>)[column] = value;
        }
        break;
      }
      case 'ideas.idea-activation-changed':
        if (row) next = { ...row, is_active: event.data.isActive, updated_at: event.data.changedAt };
        break;
      case 'ideas.idea-deleted':
        if (row) next = null;
        break;
      default:
        break;
    }
    if (next !== undefined) {
      rows.set(id, next);
      changed.add(id);
    }
  }
  const upserts: IdeaRow[] = [];
  const deletes: string[] = [];
  for (const id of changed) {
    const row = rows.get(id) ?? null;
    if (row) upserts.push({ ...row, key_features: JSON.stringify(row.key_features) });
    else if (inDb.has(id)) deletes.push(id);
  }
  await deleteByKey(trx, t, 'id', deletes);
  await upsertRows(trx, t, upserts, 'id');
}
