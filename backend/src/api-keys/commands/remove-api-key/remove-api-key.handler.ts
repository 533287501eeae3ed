import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import type { AppendResult, EventStore } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { EVENT_STORE, KNEX } from '../../../shared/tokens';
import { ApiKeyNotFound, apiKeysStreamId, decideRemoveApiKey } from '../../domain/api-key';
import { API_KEYS_TABLE, isUuid, type ApiKeyRow } from '../../infrastructure/api-key-store';

export class RemoveApiKeyCommand {
  constructor(
    readonly userId: string,
    readonly keyId: string,
  ) {}
}

/**
 * Deletes the row for good (not a flag) and appends 'api-keys.api-key-removed', in a transaction
 * that commits the delete only when the append succeeded. Another user's key answers 404.
 */
@CommandHandler(RemoveApiKeyCommand)
export class RemoveApiKeyHandler implements ICommandHandler<RemoveApiKeyCommand, CommandResult<void>> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
  ) {}

  async execute({ userId, keyId }: RemoveApiKeyCommand): Promise<CommandResult<void>> {
    if (!isUuid(keyId)) throw new ApiKeyNotFound();
    let appended: AppendResult | undefined;
    await this.knex.transaction(async (trx) => {
      const row = await trx<ApiKeyRow>(API_KEYS_TABLE)
        .where({ id: keyId })
        .forUpdate()
        .first('id', 'user_id', 'provider', 'key_name');
      const event = decideRemoveApiKey(
        userId,
        row && { keyId: row.id, userId: row.user_id, provider: row.provider, keyName: row.key_name },
      );
      await trx(API_KEYS_TABLE).where({ id: keyId, user_id: userId }).del();
      appended = await this.store.append(
        [{ streamId: apiKeysStreamId(userId), expectedVersion: 'any', events: [event] }],
        {
          metadata: eventMetadata({ userId }),
        },
      );
    });
    return result(undefined, appended?.position ?? null);
  }
}
