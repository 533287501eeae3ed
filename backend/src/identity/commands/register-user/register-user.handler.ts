import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import type { Role } from '../../../contracts/identity';
import type { EventStore, UniqueClaim } from '../../../eventstore/event-store.port';
import { UniqueClaimTaken } from '../../../eventstore/errors';
import { PersonalDataVault } from '../../../shared/crypto/personal-data-vault';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { DomainError } from '../../../shared/domain-error';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, EVENT_STORE, KNEX, type Clock } from '../../../shared/tokens';
import { AdminAlreadyExists } from '../../domain/user';
import { userEventTypes, userStreamId, type UserRegistered } from '../../domain/user-events';
import { hashPassword } from '../../infrastructure/password-hasher';
import { adminExists } from '../../queries/user-read-model';

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Creates an account: from the register form, the first-admin setup, or an admin. */
export class RegisterUserCommand {
  constructor(
    readonly account: NewAccount,
    readonly role: Role,
    readonly via: UserRegistered['data']['via'],
  ) {}
}

export const FIRST_ADMIN_CLAIM = { scope: 'first-admin', value: 'first-admin' } as const;

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<
  RegisterUserCommand,
  CommandResult<{ userId: string }>
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    private readonly vault: PersonalDataVault,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ account, role, via }: RegisterUserCommand): Promise<CommandResult<{ userId: string }>> {
    if (via === 'admin-setup' && (await adminExists(this.knex))) throw new AdminAlreadyExists();
    const userId = randomUUID();
    const streamId = userStreamId(userId);
    const seal = (v: string) => this.vault.seal(userId, v);
    const event: UserRegistered = {
      type: userEventTypes.registered,
      data: {
        userId,
        username: await seal(account.username),
        email: await seal(account.email.trim()),
        firstName: await seal(account.firstName.trim()),
        lastName: await seal(account.lastName.trim()),
        passwordHash: await seal(await hashPassword(account.password)),
        role,
        via,
      },
    };
    const claims: UniqueClaim[] = [
      { scope: 'email', value: account.email, ownerStreamId: streamId },
      { scope: 'username', value: account.username, ownerStreamId: streamId },
    ];
    if (via === 'admin-setup') claims.push({ ...FIRST_ADMIN_CLAIM, ownerStreamId: streamId });
    // New accounts start on Free: no billing stream yet. The 7-day trial is opt-in
    // (POST /api/start-trial; billing/domain DECISIONS.md "Trial").
    const now = this.clock.now();
    try {
      const appended = await this.store.append(
        [{ streamId, expectedVersion: 'no_stream', events: [event] }],
        { metadata: eventMetadata({ userId }, now), claims },
      );
      return result({ userId }, appended.position);
    } catch (error) {
      if (error instanceof UniqueClaimTaken) throw claimError(error.scope);
      throw error;
    }
  }
}

export function claimError(scope: string): DomainError {
  if (scope === 'email') {
    return new DomainError('conflict', 'Email is already registered', {
      email: 'Email is already registered',
    });
  }
  if (scope === 'username') {
    return new DomainError('conflict', 'Username is already taken', {
      username: 'Username is already taken',
    });
  }
  if (scope === FIRST_ADMIN_CLAIM.scope) return new AdminAlreadyExists();
  return new DomainError('conflict', `That ${scope} is already taken`);
}
