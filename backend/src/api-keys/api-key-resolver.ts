import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import type { AiModel, AiProvider } from '../contracts/api-keys';
import { CLOCK, KNEX, type Clock } from '../shared/tokens';
import { providerOfModel } from './domain/preferences';
import { ApiKeyCipher, apiKeyAssociatedData } from './infrastructure/api-key-cipher';
import { API_KEYS_TABLE, type ApiKeyRow } from './infrastructure/api-key-store';
import { findPreferences } from './queries/preferences-read-model';

export interface ResolvedApiKey {
  apiKey: string;
  keyId: string;
}

export interface ResolvedModelKey extends ResolvedApiKey {
  provider: AiProvider;
  model: AiModel;
}

/**
 * The one way other contexts (generation) get a user's own provider key: decrypted in memory for
 * the call, never logged, never returned to a client. Exported by ApiKeysModule.
 */
@Injectable()
export class ApiKeyResolver {
  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly cipher: ApiKeyCipher,
  ) {}

  /** The user's newest key for the provider, decrypted, or null when they stored none. */
  async resolveForUser(userId: string, provider: AiProvider): Promise<ResolvedApiKey | null> {
    const row = await this.knex<ApiKeyRow>(API_KEYS_TABLE)
      .where({ user_id: userId, provider })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .first('id', 'user_id', 'provider', 'ciphertext');
    if (!row) return null;
    const apiKey = this.cipher.decrypt(
      row.ciphertext,
      apiKeyAssociatedData(row.id, row.user_id, row.provider),
    );
    return { apiKey, keyId: row.id };
  }

  /**
   * For generation: when the user turned on "use my own keys", the key of the provider of the
   * model (the given one, else the user's preferred text or image model); otherwise null.
   */
  async resolveForGeneration(
    userId: string,
    kind: 'text' | 'image',
    model?: AiModel,
  ): Promise<ResolvedModelKey | null> {
    const preferences = await findPreferences(this.knex, userId);
    if (!preferences.useOwnApiKeys) return null;
    const chosen: AiModel =
      model ?? (kind === 'text' ? preferences.preferredTextModel : preferences.preferredImageModel);
    const provider = providerOfModel(chosen);
    const key = await this.resolveForUser(userId, provider);
    return key ? { ...key, provider, model: chosen } : null;
  }

  /** Records that generation used the key now (shown as 'Last used'). */
  async markUsed(keyId: string): Promise<void> {
    await this.knex(API_KEYS_TABLE).where({ id: keyId }).update({ last_used_at: this.clock.now() });
  }
}
