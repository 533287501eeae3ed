import type { StoredEvent } from '@bb/backend/eventstore/event-store.port';
import { apiKeyEventTypes, type PreferencesUpdated } from '@bb/backend/contracts/api-keys';
import type { Projection } from './runner/projection';
import { upsertRows } from './runner/batch-writes';

/**
 * rm_user_preferences: each user's AI model preferences (the last update wins; replaying an
 * event writes the same row). The keys themselves are not a read model: see user_api_keys.
 * A batch keeps each user's last update and writes them with multi-row upserts.
 */
export function createApiKeysProjection(): Projection {
  return {
    name: 'api-keys',
    tables: ['rm_user_preferences'],
    handles: [apiKeyEventTypes.preferencesUpdated],
    async apply(events, ctx) {
      const last = new Map<string, Record<string, unknown>>();
      for (const stored of events) {
        const event = stored as StoredEvent & PreferencesUpdated;
        if (event.type !== apiKeyEventTypes.preferencesUpdated) continue;
        const d = event.data;
        last.delete(d.userId); // keeps the map in order of each user's last update
        last.set(d.userId, {
          user_id: d.userId,
          use_own_api_keys: d.useOwnApiKeys,
          preferred_text_model: d.preferredTextModel,
          preferred_image_model: d.preferredImageModel,
          updated_at: stored.metadata.occurredAt,
        });
      }
      await upsertRows(ctx.trx, ctx.table('rm_user_preferences'), [...last.values()], 'user_id');
    },
  };
}
