import type { Knex } from 'knex';
import type { AiProvider, ApiKeySummary } from '../../contracts/api-keys';

/**
 * `user_api_keys`: the encrypted provider keys, kept outside the event log (docs/architecture.md
 * "Personal data and secrets"). It is the truth for which keys exist: a removed key's row is
 * deleted, so the key is gone for good.
 */
export const API_KEYS_TABLE = 'user_api_keys';

export interface ApiKeyRow {
  id: string;
  user_id: string;
  provider: AiProvider;
  key_name: string;
  ciphertext: Buffer;
  masked_key: string;
  created_at: Date;
  last_used_at: Date | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export function toApiKeySummary(
  row: Pick<ApiKeyRow, 'id' | 'key_name' | 'provider' | 'masked_key' | 'created_at' | 'last_used_at'>,
): ApiKeySummary {
  return {
    id: row.id,
    keyName: row.key_name,
    provider: row.provider,
    maskedKey: row.masked_key,
    lastUsed: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The user's keys, newest first, without their ciphertexts. */
export async function listApiKeys(knex: Knex, userId: string): Promise<ApiKeySummary[]> {
  const rows = await knex<ApiKeyRow>(API_KEYS_TABLE)
    .where({ user_id: userId })
    .select('id', 'key_name', 'provider', 'masked_key', 'created_at', 'last_used_at')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return rows.map(toApiKeySummary);
}
