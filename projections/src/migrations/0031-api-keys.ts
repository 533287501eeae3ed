import type { Knex } from 'knex';

/**
 * `user_api_keys`: users' own provider keys, AES-256-GCM encrypted, kept OUTSIDE the event log on
 * purpose (docs/architecture.md "Personal data and secrets"). Not a read model: it cannot be rebuilt from
 * events (they never carry a key), and a removed key's row is deleted for good.
 * `rm_user_preferences`: the model preferences read model, owned by the api-keys projection.
 */
export const name = '0031-api-keys';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE user_api_keys (
      id uuid PRIMARY KEY,
      user_id text NOT NULL,
      provider text NOT NULL CHECK (provider IN ('openai', 'anthropic', 'google')),
      key_name text NOT NULL,
      ciphertext bytea NOT NULL,
      masked_key text NOT NULL,
      created_at timestamptz NOT NULL,
      last_used_at timestamptz
    );
    CREATE INDEX user_api_keys_owner ON user_api_keys (user_id, provider, created_at DESC);

    CREATE TABLE rm_user_preferences (
      user_id text PRIMARY KEY,
      use_own_api_keys boolean NOT NULL,
      preferred_text_model text NOT NULL,
      preferred_image_model text NOT NULL,
      updated_at timestamptz NOT NULL
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP TABLE rm_user_preferences; DROP TABLE user_api_keys;`);
}
