import { z } from 'zod';

/**
 * The user's own AI provider keys and model preferences (the API Settings page). Keys are write-only: after they are stored only a masked hint is ever returned.
 * No z.coerce and no .default(): the server applies the defaults (provider 'openai').
 */

export const aiProviders = ['openai', 'anthropic', 'google'] as const;
export const aiProviderSchema = z.enum(aiProviders, { error: 'Choose OpenAI, Anthropic or Google' });
export type AiProvider = z.infer<typeof aiProviderSchema>;

export const aiProviderLabels: Record<AiProvider, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google',
};

/** The spec's text models (gpt-4o is the default) and the provider whose key each one uses. */
export const textModels = [
  'gpt-4o',
  'gpt-4',
  'gpt-3.5-turbo',
  'claude-3-opus-20240229',
  'claude-3-haiku-20240307',
  'gemini-pro',
] as const;
export const imageModels = ['dall-e-3', 'dall-e-2'] as const;
export type TextModel = (typeof textModels)[number];
export type ImageModel = (typeof imageModels)[number];
export type AiModel = TextModel | ImageModel;

export const modelProviders: Record<AiModel, AiProvider> = {
  'gpt-4o': 'openai',
  'gpt-4': 'openai',
  'gpt-3.5-turbo': 'openai',
  'claude-3-opus-20240229': 'anthropic',
  'claude-3-haiku-20240307': 'anthropic',
  'gemini-pro': 'google',
  'dall-e-3': 'openai',
  'dall-e-2': 'openai',
};

export const textModelSchema = z.enum(textModels, { error: 'Choose a text model from the list' });
export const imageModelSchema = z.enum(imageModels, { error: 'Choose an image model from the list' });

export const apiKeyLimits = { apiKeyMin: 10, apiKeyMax: 500, keyName: 100 } as const;

/** POST /api/user/api-keys. */
export const addApiKeyRequestSchema = z.object({
  provider: aiProviderSchema.optional(),
  apiKey: z
    .string({ error: 'API key is required' })
    .trim()
    .min(apiKeyLimits.apiKeyMin, 'API key is required')
    .max(apiKeyLimits.apiKeyMax, `API key must be at most ${apiKeyLimits.apiKeyMax} characters`),
  keyName: z
    .string({ error: 'Key name must be text' })
    .trim()
    .max(apiKeyLimits.keyName, `Key name must be at most ${apiKeyLimits.keyName} characters`)
    .nullable()
    .optional(),
});
export type AddApiKeyRequest = z.infer<typeof addApiKeyRequestSchema>;

/** One stored key as its owner sees it: never the key, only `maskedKey` ('sk-...abcd'). */
export const apiKeySummarySchema = z.object({
  id: z.string(),
  keyName: z.string(),
  provider: aiProviderSchema,
  maskedKey: z.string(),
  /** null until generation first uses it (the UI shows 'Never'). */
  lastUsed: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;
export const apiKeyListResponseSchema = z.array(apiKeySummarySchema);

/** GET and PUT /api/user/preferences. */
export const userPreferencesSchema = z.object({
  useOwnApiKeys: z.boolean({ error: 'useOwnApiKeys must be true or false' }),
  preferredTextModel: textModelSchema,
  preferredImageModel: imageModelSchema,
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;
export const updatePreferencesRequestSchema = userPreferencesSchema;
export type UpdatePreferencesRequest = z.infer<typeof updatePreferencesRequestSchema>;

export const defaultUserPreferences: UserPreferences = {
  useOwnApiKeys: false,
  preferredTextModel: 'gpt-4o',
  preferredImageModel: 'dall-e-3',
};

// ---- Events (stream `api-settings-{userId}`). They never carry a key, only its id and label. ----

export const apiKeyEventTypes = {
  keyAdded: 'api-keys.api-key-added',
  keyRemoved: 'api-keys.api-key-removed',
  preferencesUpdated: 'api-keys.preferences-updated',
} as const;

export const apiKeyAddedSchema = z.object({
  type: z.literal(apiKeyEventTypes.keyAdded),
  data: z.object({ keyId: z.string(), userId: z.string(), provider: aiProviderSchema, keyName: z.string() }),
});
export const apiKeyRemovedSchema = z.object({
  type: z.literal(apiKeyEventTypes.keyRemoved),
  data: z.object({ keyId: z.string(), userId: z.string(), provider: aiProviderSchema, keyName: z.string() }),
});
export const preferencesUpdatedSchema = z.object({
  type: z.literal(apiKeyEventTypes.preferencesUpdated),
  data: userPreferencesSchema.extend({ userId: z.string() }),
});
export const apiSettingsEventSchema = z.discriminatedUnion('type', [
  apiKeyAddedSchema,
  apiKeyRemovedSchema,
  preferencesUpdatedSchema,
]);
export type ApiKeyAdded = z.infer<typeof apiKeyAddedSchema>;
export type ApiKeyRemoved = z.infer<typeof apiKeyRemovedSchema>;
export type PreferencesUpdated = z.infer<typeof preferencesUpdatedSchema>;
export type ApiSettingsEvent = z.infer<typeof apiSettingsEventSchema>;
