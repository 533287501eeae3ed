import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import type { EventStore } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { TooManyRequests } from '../../../shared/domain-error';
import { eventMetadata } from '../../../shared/request-context';
import { EVENT_STORE, KNEX } from '../../../shared/tokens';
import { assertCanLogIn, InvalidCredentials } from '../../domain/user';
import { userEventTypes, userStreamId } from '../../domain/user-events';
import { LoginRateLimiter } from '../../infrastructure/login-rate-limiter';
import { dummyHash, passwordMatches } from '../../infrastructure/password-hasher';
import { UserRepository } from '../../infrastructure/user-repository';
import { findUserByEmail } from '../../queries/user-read-model';

export class LogInCommand {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly ip: string,
  ) {}
}

/** Checks the credentials (slowed down per account, client and both: LoginRateLimiter) and records the sign-in. */
@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<
  LogInCommand,
  CommandResult<{ userId: string; sessionVersion: number }>
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    private readonly users: UserRepository,
    private readonly limiter: LoginRateLimiter,
  ) {}

  async execute({ email, password, ip }: LogInCommand) {
    const wait = await this.limiter.waitSeconds(email, ip);
    if (wait > 0) {
      const after = wait < 60 ? `${wait} seconds` : `${Math.ceil(wait / 60)} minutes`;
      throw new TooManyRequests(`Too many sign-in attempts. Please wait ${after} and try again.`, wait);
    }
    const row = await findUserByEmail(this.knex, email);
    const matches = await passwordMatches(row?.password_hash ?? (await dummyHash()), password);
    const { state } = row ? await this.users.load(row.id) : { state: undefined };
    try {
      // The same answer as a wrong password: the body must not tell which emails are registered.
      if (!row || !state) throw new InvalidCredentials();
      assertCanLogIn(state, matches);
    } catch (error) {
      await this.limiter.recordFailure(email, ip);
      throw error;
    }
    await this.limiter.recordSuccess(email, ip);
    const appended = await this.store.append(
      [
        {
          streamId: userStreamId(row.id),
          expectedVersion: 'any',
          events: [{ type: userEventTypes.loggedIn, data: { userId: row.id } }],
        },
      ],
      { metadata: eventMetadata({ userId: row.id }) },
    );
    return result({ userId: row.id, sessionVersion: state.sessionVersion }, appended.position);
  }
}
