import {
  apiKeyEventTypes,
  defaultUserPreferences,
  modelProviders,
  type AiModel,
  type AiProvider,
  type ApiSettingsEvent,
  type PreferencesUpdated,
  type UserPreferences,
} from '../../contracts/api-keys';

/** Model preferences of a user: stream `preferences-{userId}`, folded from its events. */

export const preferencesStreamId = (userId: string) => `preferences-${userId}`;

/** The provider whose key a model needs (gpt-* and dall-e-* OpenAI, claude-* Anthropic, gemini-* Google). */
export function providerOfModel(model: AiModel): AiProvider {
  return modelProviders[model];
}

export function evolvePreferences(state: UserPreferences, event: ApiSettingsEvent): UserPreferences {
  if (event.type !== apiKeyEventTypes.preferencesUpdated) return state;
  const { useOwnApiKeys, preferredTextModel, preferredImageModel } = event.data;
  return { useOwnApiKeys, preferredTextModel, preferredImageModel };
}

export const foldPreferences = (events: readonly ApiSettingsEvent[]): UserPreferences =>
  events.reduce(evolvePreferences, defaultUserPreferences);

/** One event with the whole new preferences, or none when nothing changed. */
export function decideUpdatePreferences(
  userId: string,
  current: UserPreferences,
  next: UserPreferences,
): PreferencesUpdated[] {
  const same =
    current.useOwnApiKeys === next.useOwnApiKeys &&
    current.preferredTextModel === next.preferredTextModel &&
    current.preferredImageModel === next.preferredImageModel;
  if (same) return [];
  return [
    {
      type: apiKeyEventTypes.preferencesUpdated,
      data: {
        userId,
        useOwnApiKeys: next.useOwnApiKeys,
        preferredTextModel: next.preferredTextModel,
        preferredImageModel: next.preferredImageModel,
      },
    },
  ];
}
