import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { unreadStream } from '../../../shared/cqrs/stream-reader';
import { eventMetadata } from '../../../shared/request-context';
import { KNEX } from '../../../shared/tokens';
import { ApiKeyNotFound, apiKeysStreamId, decideRemoveApiKey } from '../../domain/api-key';
import { API_KEYS_TABLE, isUuid, type ApiKeyRow } from '../../infrastructure/api-key-store';

export class RemoveApiKeyCommand extends Command<CommandResult<void>> {
  constructor(
    readonly userId: string,
    readonly keyId: string,
  ) {
    super();
  }
}

/**
 * Deletes the row for good (not a flag) and appends 'api-keys.api-key-removed', in a transaction
 * that commits the delete only when the append succeeded. Another user's key answers 404.
 */
@CommandHandler(RemoveApiKeyCommand)
export class RemoveApiKeyHandler implements ICommandHandler<RemoveApiKeyCommand> {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(KNEX) private readonly knex: Knex,
  ) {}

  async execute({ userId, keyId }: RemoveApiKeyCommand): Promise<CommandResult<void>> {
    if (!isUuid(keyId)) throw new ApiKeyNotFound();
    return this.knex.transaction(async (trx) => {
      const row = await trx<ApiKeyRow>(API_KEYS_TABLE)
        .where({ id: keyId })
        .forUpdate()
        .first('id', 'user_id', 'provider', 'key_name');
      const event = decideRemoveApiKey(
        userId,
        row && { keyId: row.id, userId: row.user_id, provider: row.provider, keyName: row.key_name },
      );
      await trx(API_KEYS_TABLE).where({ id: keyId, user_id: userId }).del();
      return this.runner.run({
        streamId: apiKeysStreamId(userId),
        reader: unreadStream(undefined), // an append-only log: the keys themselves are the rows
        decide: () => ({
          events: [event],
          expectedVersion: 'any',
          metadata: eventMetadata({ userId }),
          value: undefined,
        }),
      });
    });
  }
}
