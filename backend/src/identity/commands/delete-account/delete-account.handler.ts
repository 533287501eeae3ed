import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import { CancelSubscriptionCommand } from '../../../billing/commands/cancel-subscription/cancel-subscription.handler';
import type { EventStore } from '../../../eventstore/event-store.port';
import { PersonalDataVault } from '../../../shared/crypto/personal-data-vault';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, EVENT_STORE, KNEX, type Clock } from '../../../shared/tokens';
import { AccountNotFound, PasswordIncorrect, assertCanAct } from '../../domain/user';
import { userEventTypes, userStreamId, type AccountDeleted } from '../../domain/user-events';
import { passwordMatches } from '../../infrastructure/password-hasher';
import { UserRepository } from '../../infrastructure/user-repository';
import { findUserById } from '../../queries/user-read-model';

export class DeleteAccountCommand {
  constructor(
    readonly userId: string,
    readonly password: string,
  ) {}
  /** Never log the password. */
  toJSON() {
    return { userId: this.userId };
  }
}

/**
 * The Danger Zone (DESIGN.md crypto-shredding): needs the password; cancels the subscription first
 * (nothing renews for an account that is gone); appends identity.account-deleted, which releases
 * the email and username claims and blanks the read model row; then destroys the user's key, so
 * the sealed names, email and password hash in the log can never be read again. The history and
 * its counts stay (projects, completions, usage): only the person behind them is gone.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand, CommandResult<void>> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly users: UserRepository,
    private readonly vault: PersonalDataVault,
    private readonly bus: CommandBus,
  ) {}

  async execute({ userId, password }: DeleteAccountCommand): Promise<CommandResult<void>> {
    const { state, version } = await this.users.load(userId);
    assertCanAct(state);
    const row = await findUserById(this.knex, userId);
    if (!row) throw new AccountNotFound();
    if (!(await passwordMatches(row.password_hash, password))) throw new PasswordIncorrect();
    await this.bus.execute(new CancelSubscriptionCommand(userId, { ifAny: true }));
    const deleted: AccountDeleted = { type: userEventTypes.accountDeleted, data: { userId } };
    const appended = await this.store.append(
      [{ streamId: userStreamId(userId), expectedVersion: version, events: [deleted] }],
      {
        metadata: eventMetadata({}, this.clock.now()),
        releaseClaims: [
          { scope: 'email', value: row.email },
          { scope: 'username', value: row.username },
        ],
      },
    );
    await this.vault.shred(userId);
    return result(undefined, appended.position);
  }
}
