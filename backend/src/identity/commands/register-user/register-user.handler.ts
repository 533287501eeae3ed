import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import type { Role } from '../../../contracts/identity';
import type { UniqueClaim } from '../../../eventstore/event-store.port';
import { UniqueClaimTaken } from '../../../eventstore/errors';
import { PersonalDataVault } from '../../../shared/crypto/personal-data-vault';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { unreadStream } from '../../../shared/cqrs/stream-reader';
import { DomainError } from '../../../shared/domain-error';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, KNEX, type Clock } from '../../../shared/tokens';
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
export class RegisterUserCommand extends Command<CommandResult<{ userId: string }>> {
  constructor(
    readonly account: NewAccount,
    readonly role: Role,
    readonly via: UserRegistered['data']['via'],
  ) {
    super();
  }
}

export const FIRST_ADMIN_CLAIM = { scope: 'first-admin', value: 'first-admin' } as const;

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    private readonly runner: CommandRunner,
    private readonly vault: PersonalDataVault,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ account, role, via }: RegisterUserCommand) {
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
    const metadata = eventMetadata({ userId }, this.clock.now());
    return this.runner
      .run({
        streamId,
        reader: unreadStream(undefined),
        decide: () => ({ events: [event], claims, metadata, value: { userId } }),
      })
      .catch((error: unknown) => {
        throw claimError(error) ?? error;
      });
  }
}

/** The 409 a taken unique claim answers (email, username, the first admin); undefined for other errors. */
export function claimError(error: unknown): DomainError | undefined {
  if (!(error instanceof UniqueClaimTaken)) return undefined;
  if (error.scope === 'email') {
    return new DomainError('conflict', 'Email is already registered', {
      email: 'Email is already registered',
    });
  }
  if (error.scope === 'username') {
    return new DomainError('conflict', 'Username is already taken', {
      username: 'Username is already taken',
    });
  }
  if (error.scope === FIRST_ADMIN_CLAIM.scope) return new AdminAlreadyExists();
  return new DomainError('conflict', `That ${error.scope} is already taken`);
}
