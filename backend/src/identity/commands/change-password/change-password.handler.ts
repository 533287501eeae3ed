import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import type { EventStore } from '../../../eventstore/event-store.port';
import { PersonalDataVault } from '../../../shared/crypto/personal-data-vault';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { EVENT_STORE, KNEX } from '../../../shared/tokens';
import { AccountNotFound, CurrentPasswordWrong, assertCanAct } from '../../domain/user';
import { userEventTypes, userStreamId } from '../../domain/user-events';
import { hashPassword, passwordMatches } from '../../infrastructure/password-hasher';
import { UserRepository } from '../../infrastructure/user-repository';
import { findUserById } from '../../queries/user-read-model';

export class ChangePasswordCommand {
  constructor(
    readonly userId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
  ) {}
}

/** Needs the current password; bumps the session version so every other session is signed out. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<
  ChangePasswordCommand,
  CommandResult<{ sessionVersion: number }>
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    private readonly users: UserRepository,
    private readonly vault: PersonalDataVault,
  ) {}

  async execute({ userId, currentPassword, newPassword }: ChangePasswordCommand) {
    const { state, version } = await this.users.load(userId);
    assertCanAct(state);
    const row = await findUserById(this.knex, userId);
    if (!row) throw new AccountNotFound();
    if (!(await passwordMatches(row.password_hash, currentPassword))) throw new CurrentPasswordWrong();
    const sessionVersion = state.sessionVersion + 1;
    const passwordHash = await this.vault.seal(userId, await hashPassword(newPassword));
    const appended = await this.store.append(
      [
        {
          streamId: userStreamId(userId),
          expectedVersion: version,
          events: [{ type: userEventTypes.passwordChanged, data: { userId, passwordHash, sessionVersion } }],
        },
      ],
      { metadata: eventMetadata() },
    );
    return result({ sessionVersion }, appended.position);
  }
}
