import type { Knex } from 'knex';
import { defaultUserPreferences, type UserPreferences } from '../../contracts/api-keys';

/** A row of rm_user_preferences (owned by the api-keys projection). */
interface PreferencesRow {
  user_id: string;
  use_own_api_keys: boolean;
  preferred_text_model: UserPreferences['preferredTextModel'];
  preferred_image_model: UserPreferences['preferredImageModel'];
}

/** The user's model preferences, or the defaults (own keys off, gpt-4o, dall-e-3) when never saved. */
export async function findPreferences(knex: Knex, userId: string): Promise<UserPreferences> {
  const row = await knex<PreferencesRow>('rm_user_preferences').where({ user_id: userId }).first();
  if (!row) return { ...defaultUserPreferences };
  return {
    useOwnApiKeys: row.use_own_api_keys,
    preferredTextModel: row.preferred_text_model,
    preferredImageModel: row.preferred_image_model,
  };
}
