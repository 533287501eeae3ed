import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import type { AddApiKeyRequest, ApiKeySummary } from '../../../contracts/api-keys';
import type { AppendResult, EventStore } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, EVENT_STORE, KNEX, type Clock } from '../../../shared/tokens';
import { apiKeysStreamId, decideAddApiKey } from '../../domain/api-key';
import { ApiKeyCipher, apiKeyAssociatedData } from '../../infrastructure/api-key-cipher';
import { API_KEYS_TABLE, toApiKeySummary } from '../../infrastructure/api-key-store';

export class AddApiKeyCommand {
  constructor(
    readonly userId: string,
    readonly input: AddApiKeyRequest,
  ) {}
  /** Keeps the key out of logs and error reports that print the command. */
  toJSON() {
    return { userId: this.userId, provider: this.input.provider, keyName: this.input.keyName };
  }
}

/**
 * Encrypts the key into user_api_keys and appends 'api-keys.api-key-added' (id, provider, name
 * only). The row is inserted in a transaction that commits only after the append succeeded, so
 * there is never a stored key without its event.
 */
@CommandHandler(AddApiKeyCommand)
export class AddApiKeyHandler implements ICommandHandler<AddApiKeyCommand, CommandResult<ApiKeySummary>> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly cipher: ApiKeyCipher,
  ) {}

  async execute({ userId, input }: AddApiKeyCommand): Promise<CommandResult<ApiKeySummary>> {
    const key = decideAddApiKey(randomUUID(), userId, input);
    const now = this.clock.now();
    const row = {
      id: key.keyId,
      user_id: userId,
      provider: key.provider,
      key_name: key.keyName,
      ciphertext: this.cipher.encrypt(key.apiKey, apiKeyAssociatedData(key.keyId, userId, key.provider)),
      masked_key: key.maskedKey,
      created_at: now,
      last_used_at: null,
    };
    let appended: AppendResult | undefined;
    await this.knex.transaction(async (trx) => {
      await trx(API_KEYS_TABLE).insert(row);
      appended = await this.store.append(
        [{ streamId: apiKeysStreamId(userId), expectedVersion: 'any', events: [key.event] }],
        { metadata: eventMetadata({ userId }, now) },
      );
    });
    return result(toApiKeySummary(row), appended?.position ?? null);
  }
}
