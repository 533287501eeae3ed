import {
  aiProviderLabels,
  apiKeyEventTypes,
  type AddApiKeyRequest,
  type AiProvider,
  type ApiKeyAdded,
  type ApiKeyRemoved,
} from '../../contracts/api-keys';
import { DomainError } from '../../shared/domain-error';

/**
 * A user's own provider key. The key itself never enters an event: it is encrypted into
 * `user_api_keys` (outside the log) and the events of `api-keys-{userId}` carry only its id,
 * provider and name.
 */

export const apiKeysStreamId = (userId: string) => `api-keys-${userId}`;

/** The spec's default provider when the form sends none. */
export const DEFAULT_PROVIDER: AiProvider = 'openai';

export class ApiKeyNotFound extends DomainError {
  constructor() {
    super('not_found', 'API key not found', undefined, 'ApiKeyNotFound');
  }
}

/**
 * The hint shown instead of the key: its first 3 and last 4 characters ('sk-...abcd') for keys of
 * 20 characters or more, only the last 2 for shorter ones, so a hint never gives away much of a key.
 */
export function maskApiKey(apiKey: string): string {
  const key = apiKey.trim();
  if (key.length >= 20) return `${key.slice(0, 3)}...${key.slice(-4)}`;
  return `...${key.slice(-2)}`;
}

export interface NewApiKey {
  readonly keyId: string;
  readonly userId: string;
  readonly provider: AiProvider;
  readonly keyName: string;
  /** The trimmed key, to encrypt; never put in an event. */
  readonly apiKey: string;
  readonly maskedKey: string;
  readonly event: ApiKeyAdded;
}

/** Applies the defaults (provider openai, name '<Provider> key') and gives the event to append. */
export function decideAddApiKey(keyId: string, userId: string, input: AddApiKeyRequest): NewApiKey {
  const provider = input.provider ?? DEFAULT_PROVIDER;
  const name = input.keyName?.trim() ?? '';
  const keyName = name.length > 0 ? name : `${aiProviderLabels[provider]} key`;
  const apiKey = input.apiKey.trim();
  return {
    keyId,
    userId,
    provider,
    keyName,
    apiKey,
    maskedKey: maskApiKey(apiKey),
    event: { type: apiKeyEventTypes.keyAdded, data: { keyId, userId, provider, keyName } },
  };
}

export interface StoredKeyFacts {
  readonly keyId: string;
  readonly userId: string;
  readonly provider: AiProvider;
  readonly keyName: string;
}

/** Only the owner removes a key; anyone else is told it does not exist (no probing of ids). */
export function decideRemoveApiKey(requestedBy: string, key: StoredKeyFacts | undefined): ApiKeyRemoved {
  if (!key || key.userId !== requestedBy) throw new ApiKeyNotFound();
  return {
    type: apiKeyEventTypes.keyRemoved,
    data: { keyId: key.keyId, userId: key.userId, provider: key.provider, keyName: key.keyName },
  };
}
