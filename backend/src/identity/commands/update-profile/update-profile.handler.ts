import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import type { ProfileUpdate } from '../../../contracts/identity';
import type { EventStore, UniqueClaim } from '../../../eventstore/event-store.port';
import { UniqueClaimTaken } from '../../../eventstore/errors';
import { PersonalDataVault } from '../../../shared/crypto/personal-data-vault';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { EVENT_STORE, KNEX } from '../../../shared/tokens';
import {
  AccountNotFound,
  CurrentPasswordRequired,
  CurrentPasswordWrong,
  assertCanAct,
} from '../../domain/user';
import { userEventTypes, userStreamId, type ProfileUpdated } from '../../domain/user-events';
import { passwordMatches } from '../../infrastructure/password-hasher';
import { UserRepository } from '../../infrastructure/user-repository';
import { findUserById } from '../../queries/user-read-model';
import { claimError } from '../register-user/register-user.handler';

export class UpdateProfileCommand {
  constructor(
    readonly userId: string,
    readonly profile: ProfileUpdate,
  ) {}
}

/**
 * Records only the fields that changed; a new email or username moves its unique claim. A new
 * email needs the current password: whoever controls the email controls password resets.
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand, CommandResult<void>> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    private readonly users: UserRepository,
    private readonly vault: PersonalDataVault,
  ) {}

  async execute({ userId, profile }: UpdateProfileCommand): Promise<CommandResult<void>> {
    const { state, version } = await this.users.load(userId);
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
    const release: Array<{ scope: string; value: string }> = [];
    const seal = (v: string) => this.vault.seal(userId, v);
    if (profile.firstName !== current.first_name) changes.firstName = await seal(profile.firstName);
    if (profile.lastName !== current.last_name) changes.lastName = await seal(profile.lastName);
    if (profile.username !== current.username) {
      changes.username = await seal(profile.username);
      if (profile.username.toLowerCase() !== current.username.toLowerCase()) {
        claims.push({ scope: 'username', value: profile.username, ownerStreamId: streamId });
        release.push({ scope: 'username', value: current.username });
      }
    }
    if (profile.email !== current.email) {
      changes.email = await seal(profile.email);
      if (profile.email.toLowerCase() !== current.email.toLowerCase()) {
        claims.push({ scope: 'email', value: profile.email, ownerStreamId: streamId });
        release.push({ scope: 'email', value: current.email });
      }
    }
    if (Object.keys(changes).length === 0) return result(undefined, null);
    try {
      const appended = await this.store.append(
        [
          {
            streamId,
            expectedVersion: version,
            events: [{ type: userEventTypes.profileUpdated, data: { userId, changes } }],
          },
        ],
        { metadata: eventMetadata(), claims, releaseClaims: release },
      );
      return result(undefined, appended.position);
    } catch (error) {
      if (error instanceof UniqueClaimTaken) throw claimError(error.scope);
      throw error;
    }
  }
}
