import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import type { ProfileUpdate } from '../../../contracts/identity';
import type { UniqueClaim } from '../../../eventstore/event-store.port';
import { PersonalDataVault } from '../../../shared/crypto/personal-data-vault';
import { CommandRunner, type Decision } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { KNEX } from '../../../shared/tokens';
import {
  AccountNotFound,
  CurrentPasswordRequired,
  CurrentPasswordWrong,
  assertCanAct,
  type UserState,
} from '../../domain/user';
import { userEventTypes, userStreamId, type ProfileUpdated } from '../../domain/user-events';
import { passwordMatches } from '../../infrastructure/password-hasher';
import { UserRepository } from '../../infrastructure/user-repository';
import { findUserById } from '../../queries/user-read-model';
import { claimError } from '../register-user/register-user.handler';

export class UpdateProfileCommand extends Command<CommandResult<void>> {
  constructor(
    readonly userId: string,
    readonly profile: ProfileUpdate,
  ) {
    super();
  }
}

/**
 * Records only the fields that changed; a new email or username moves its unique claim. A new
 * email needs the current password: whoever controls the email controls password resets.
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    private readonly runner: CommandRunner,
    private readonly users: UserRepository,
    private readonly vault: PersonalDataVault,
  ) {}

  execute({ userId, profile }: UpdateProfileCommand) {
    return this.runner
      .run({
        streamId: userStreamId(userId),
        reader: this.users.users,
        decide: (state) => this.decide(userId, profile, state),
      })
      .catch((error: unknown) => {
        throw claimError(error) ?? error;
      });
  }

  private async decide(userId: string, profile: ProfileUpdate, state: UserState): Promise<Decision<void>> {
    assertCanAct(state);
    const current = await findUserById(this.knex, userId);
    if (!current) throw new AccountNotFound();
    if (profile.email !== current.email) {
      if (!profile.currentPassword) throw new CurrentPasswordRequired();
      if (!(await passwordMatches(current.password_hash, profile.currentPassword)))
        throw new CurrentPasswordWrong();
    }
    const streamId = userStreamId(userId);
    const changes: ProfileUpdated['data']['changes'] = {};
    const claims: UniqueClaim[] = [];
    const releaseClaims: Array<{ scope: string; value: string }> = [];
    const seal = (v: string) => this.vault.seal(userId, v);
    if (profile.firstName !== current.first_name) changes.firstName = await seal(profile.firstName);
    if (profile.lastName !== current.last_name) changes.lastName = await seal(profile.lastName);
    if (profile.username !== current.username) {
      changes.username = await seal(profile.username);
      if (profile.username.toLowerCase() !== current.username.toLowerCase()) {
        claims.push({ scope: 'username', value: profile.username, ownerStreamId: streamId });
        releaseClaims.push({ scope: 'username', value: current.username });
      }
    }
    if (profile.email !== current.email) {
      changes.email = await seal(profile.email);
      if (profile.email.toLowerCase() !== current.email.toLowerCase()) {
        claims.push({ scope: 'email', value: profile.email, ownerStreamId: streamId });
        releaseClaims.push({ scope: 'email', value: current.email });
      }
    }
    if (Object.keys(changes).length === 0) return { events: [], value: undefined };
    return {
      events: [{ type: userEventTypes.profileUpdated, data: { userId, changes } }],
      claims,
      releaseClaims,
      value: undefined,
    };
  }
}
