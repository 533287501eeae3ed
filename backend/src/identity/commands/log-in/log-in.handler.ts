import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import { CommandRunner, type Decision } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { DomainError, TooManyRequests } from '../../../shared/domain-error';
import { eventMetadata } from '../../../shared/request-context';
import { KNEX } from '../../../shared/tokens';
import { assertCanLogIn, InvalidCredentials } from '../../domain/user';
import { userEventTypes, userStreamId } from '../../domain/user-events';
import { LoginRateLimiter } from '../../infrastructure/login-rate-limiter';
import { dummyHash, passwordMatches } from '../../infrastructure/password-hasher';
import { UserRepository } from '../../infrastructure/user-repository';
import { findUserByEmail } from '../../queries/user-read-model';

export interface SignedIn {
  userId: string;
  sessionVersion: number;
}

export class LogInCommand extends Command<CommandResult<SignedIn>> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly ip: string,
  ) {
    super();
  }
}

/** Checks the credentials (slowed down per account, client and both: LoginRateLimiter) and records the sign-in. */
@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    private readonly runner: CommandRunner,
    private readonly users: UserRepository,
    private readonly limiter: LoginRateLimiter,
  ) {}

  async execute({ email, password, ip }: LogInCommand): Promise<CommandResult<SignedIn>> {
    const wait = await this.limiter.waitSeconds(email, ip);
    if (wait > 0) {
      const after = wait < 60 ? `${wait} seconds` : `${Math.ceil(wait / 60)} minutes`;
      throw new TooManyRequests(`Too many sign-in attempts. Please wait ${after} and try again.`, wait);
    }
    const row = await findUserByEmail(this.knex, email);
    const matches = await passwordMatches(row?.password_hash ?? (await dummyHash()), password);
    // The same answer as a wrong password: the body must not tell which emails are registered.
    if (!row) return this.refuse(email, ip, new InvalidCredentials());
    const outcome = await this.runner.run({
      streamId: userStreamId(row.id),
      reader: this.users.users,
      decide: (state): Decision<SignedIn | { refused: DomainError }> => {
        try {
          assertCanLogIn(state, matches);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          return { events: [], value: { refused: error } };
        }
        return {
          events: [{ type: userEventTypes.loggedIn, data: { userId: row.id } }],
          expectedVersion: 'any', // a sign-in changes no state the next one decides on
          metadata: eventMetadata({ userId: row.id }),
          value: { userId: row.id, sessionVersion: state.sessionVersion },
        };
      },
    });
    if ('refused' in outcome.value) return this.refuse(email, ip, outcome.value.refused);
    await this.limiter.recordSuccess(email, ip);
    return { ...outcome, value: outcome.value };
  }

  private async refuse(email: string, ip: string, error: DomainError): Promise<never> {
    await this.limiter.recordFailure(email, ip);
    throw error;
  }
}
