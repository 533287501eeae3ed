import type { StoredEvent } from '@bb/backend/eventstore/event-store.port';
import { feedbackEventTypes, type FeedbackEvent } from '@bb/backend/contracts/feedback';
import type { Projection } from './runner/projection';
import { rowsByKey, upsertRows } from './runner/batch-writes';

/**
 * rm_feedback: one row per feedback item, with its review state. Idempotent per event. A batch is
 * folded in memory per item (the rows it names read in one query) and written with multi-row
 * upserts: a submission creates the row unless it exists; a review event changes an existing row
 * and is ignored without one.
 */
interface FeedbackRow {
  id: string;
  user_id: string;
  type: string;
  title: string;
  description: string;
  rating: number | null;
  page: string | null;
  resolved: boolean;
  admin_notes: string | null;
  created_at: string | Date;
  resolved_at: string | Date | null;
  updated_at: string | Date;
}

export function createFeedbackProjection(): Projection {
  return {
    name: 'feedback',
    tables: ['rm_feedback'],
    handles: Object.values(feedbackEventTypes),
    async apply(events, ctx) {
      const { trx } = ctx;
      const t = ctx.table('rm_feedback');
      const ids = [...new Set(events.map((e) => (e.data as { feedbackId: string }).feedbackId))];
      const existing = await rowsByKey<FeedbackRow>(trx, t, 'id', ids);
      const rows = new Map(existing.map((r) => [r.id, r]));
      const changed = new Set<string>();
      for (const stored of events) {
        const event = stored as StoredEvent & FeedbackEvent;
        const id = event.data.feedbackId;
        const next = evolve(rows.get(id) ?? null, event);
        if (next) {
          rows.set(id, next);
          changed.add(id);
        }
      }
      await upsertRows(
        trx,
        t,
        [...changed].map((id) => rows.get(id)!),
        'id',
      );
    },
  };
}

function evolve(row: FeedbackRow | null, event: FeedbackEvent): FeedbackRow | null {
  if (event.type === feedbackEventTypes.submitted) {
    if (row) return null;
    const d = event.data;
    return {
      id: d.feedbackId,
      user_id: d.userId,
      type: d.type,
      title: d.title,
      description: d.description,
      rating: d.rating,
      page: d.page,
      resolved: false,
      admin_notes: null,
      created_at: d.submittedAt,
      resolved_at: null,
      updated_at: d.submittedAt,
    };
  }
  if (!row) return null;
  switch (event.type) {
    case feedbackEventTypes.resolved:
      return {
        ...row,
        resolved: true,
        admin_notes: event.data.adminNotes,
        resolved_at: event.data.resolvedAt,
        updated_at: event.data.resolvedAt,
      };
    case feedbackEventTypes.reopened:
      return {
        ...row,
        resolved: false,
        admin_notes: event.data.adminNotes,
        resolved_at: null,
        updated_at: event.data.reopenedAt,
      };
    case feedbackEventTypes.notesUpdated:
      return { ...row, admin_notes: event.data.adminNotes, updated_at: event.data.updatedAt };
    default:
      return null;
  }
}
