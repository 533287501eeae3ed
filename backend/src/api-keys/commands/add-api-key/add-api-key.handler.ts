import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import type { AddApiKeyRequest, ApiKeySummary } from '../../../contracts/api-keys';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { unreadStream } from '../../../shared/cqrs/stream-reader';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, KNEX, type Clock } from '../../../shared/tokens';
import { apiKeysStreamId, decideAddApiKey } from '../../domain/api-key';
import { ApiKeyCipher, apiKeyAssociatedData } from '../../infrastructure/api-key-cipher';
import { API_KEYS_TABLE, toApiKeySummary } from '../../infrastructure/api-key-store';

export class AddApiKeyCommand extends Command<CommandResult<ApiKeySummary>> {
  constructor(
    readonly userId: string,
    readonly input: AddApiKeyRequest,
  ) {
    super();
  }
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
export class AddApiKeyHandler implements ICommandHandler<AddApiKeyCommand> {
  constructor(
    private readonly runner: CommandRunner,
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
    return this.knex.transaction(async (trx) => {
      await trx(API_KEYS_TABLE).insert(row);
      return this.runner.run({
        streamId: apiKeysStreamId(userId),
        reader: unreadStream(undefined), // an append-only log: the keys themselves are the rows
        decide: () => ({
          events: [key.event],
          expectedVersion: 'any',
          metadata: eventMetadata({ userId }, now),
          value: toApiKeySummary(row),
        }),
      });
    });
  }
}
