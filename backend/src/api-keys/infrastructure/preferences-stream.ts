import { z } from 'zod';
import {
  apiKeyEventTypes,
  defaultUserPreferences,
  type ApiSettingsEvent,
  type UserPreferences,
} from '../../contracts/api-keys';
import { streamReader, type StreamDefinition } from '../../shared/cqrs/stream-reader';
import { evolvePreferences } from '../domain/preferences';

/**
 * A `preferences-{userId}` stream folded to the preferences. The models are read as text, not
 * against today's list: a model taken off the list must not make older events unreadable.
 */
const preferencesStream: StreamDefinition<UserPreferences, ApiSettingsEvent> = {
  schemas: {
    [apiKeyEventTypes.preferencesUpdated]: z.looseObject({
      userId: z.string(),
      useOwnApiKeys: z.boolean(),
      preferredTextModel: z.string(),
      preferredImageModel: z.string(),
    }),
  },
  fold: (events, from = defaultUserPreferences) => events.reduce(evolvePreferences, from),
};

/** For CommandRunner: read whole (one event per change of preferences). */
export const preferencesReader = streamReader(preferencesStream);
