import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import { PersonalDataVault } from '../../../shared/crypto/personal-data-vault';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { KNEX } from '../../../shared/tokens';
import { AccountNotFound, CurrentPasswordWrong, assertCanAct } from '../../domain/user';
import { userEventTypes, userStreamId } from '../../domain/user-events';
import { hashPassword, passwordMatches } from '../../infrastructure/password-hasher';
import { UserRepository } from '../../infrastructure/user-repository';
import { findUserById } from '../../queries/user-read-model';

export class ChangePasswordCommand extends Command<CommandResult<{ sessionVersion: number }>> {
  constructor(
    readonly userId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
  ) {
    super();
  }
}

/** Needs the current password; bumps the session version so every other session is signed out. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    private readonly runner: CommandRunner,
    private readonly users: UserRepository,
    private readonly vault: PersonalDataVault,
  ) {}

  execute({ userId, currentPassword, newPassword }: ChangePasswordCommand) {
    // The new hash is made once, after the first decision's checks; a retry reuses it.
    let passwordHash: ReturnType<PersonalDataVault['seal']> | undefined;
    return this.runner.run({
      streamId: userStreamId(userId),
      reader: this.users.users,
      decide: async (state) => {
        assertCanAct(state);
        const row = await findUserById(this.knex, userId);
        if (!row) throw new AccountNotFound();
        if (!(await passwordMatches(row.password_hash, currentPassword))) throw new CurrentPasswordWrong();
        passwordHash ??= hashPassword(newPassword).then((hash) => this.vault.seal(userId, hash));
        const sessionVersion = state.sessionVersion + 1;
        return {
          events: [
            {
              type: userEventTypes.passwordChanged,
              data: { userId, passwordHash: await passwordHash, sessionVersion },
            },
          ],
          value: { sessionVersion },
        };
      },
    });
  }
}
