import type { StoredEvent } from '@bb/backend/eventstore/event-store.port';
import { apiKeyEventTypes, type PreferencesUpdated } from '@bb/backend/contracts/api-keys';
import type { Projection } from './runner/projection';

/**
 * rm_user_preferences: each user's AI model preferences (the last update wins; replaying an
 * event writes the same row). The keys themselves are not a read model: see user_api_keys.
 */
export function createApiKeysProjection(): Projection {
  return {
    name: 'api-keys',
    tables: ['rm_user_preferences'],
    handles: [apiKeyEventTypes.preferencesUpdated],
    async apply(events, ctx) {
      const { trx } = ctx;
      const t = ctx.table('rm_user_preferences');
      for (const stored of events) {
        const event = stored as StoredEvent & PreferencesUpdated;
        if (event.type !== apiKeyEventTypes.preferencesUpdated) continue;
        const d = event.data;
        await trx(t)
          .insert({
            user_id: d.userId,
            use_own_api_keys: d.useOwnApiKeys,
            preferred_text_model: d.preferredTextModel,
            preferred_image_model: d.preferredImageModel,
            updated_at: stored.metadata.occurredAt,
          })
          .onConflict('user_id')
          .merge();
      }
    },
  };
}
