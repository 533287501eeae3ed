import type { StoredEvent } from '@bb/backend/eventstore/event-store.port';
import { feedbackEventTypes, type FeedbackEvent } from '@bb/backend/contracts/feedback';
import type { Projection } from './runner/projection';

/** rm_feedback: one row per feedback item, with its review state. Idempotent per event. */
export function createFeedbackProjection(): Projection {
  return {
    name: 'feedback',
    tables: ['rm_feedback'],
    handles: Object.values(feedbackEventTypes),
    async apply(events, ctx) {
      const { trx } = ctx;
      const t = ctx.table('rm_feedback');
      for (const stored of events) {
        const event = stored as StoredEvent & FeedbackEvent;
        switch (event.type) {
          case feedbackEventTypes.submitted: {
            const d = event.data;
            await trx(t)
              .insert({
                id: d.feedbackId,
                user_id: d.userId,
                type: d.type,
                title: d.title,
                description: d.description,
                rating: d.rating,
                page: d.page,
                created_at: d.submittedAt,
                updated_at: d.submittedAt,
              })
              .onConflict('id')
              .ignore();
            break;
          }
          case feedbackEventTypes.resolved:
            await trx(t).where({ id: event.data.feedbackId }).update({
              resolved: true,
              admin_notes: event.data.adminNotes,
              resolved_at: event.data.resolvedAt,
              updated_at: event.data.resolvedAt,
            });
            break;
          case feedbackEventTypes.reopened:
            await trx(t).where({ id: event.data.feedbackId }).update({
              resolved: false,
              admin_notes: event.data.adminNotes,
              resolved_at: null,
              updated_at: event.data.reopenedAt,
            });
            break;
          case feedbackEventTypes.notesUpdated:
            await trx(t)
              .where({ id: event.data.feedbackId })
              .update({ admin_notes: event.data.adminNotes, updated_at: event.data.updatedAt });
            break;
          default:
            break;
        }
      }
    },
  };
}
