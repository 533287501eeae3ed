import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import { AdminAccessWriter } from '../admin-access-writer';
import { decideAccountDeletion, isActiveAdmin } from '../../domain/admin-access';
import { CancelSubscriptionCommand } from '../../../billing/commands/cancel-subscription/cancel-subscription.handler';
import { PersonalDataVault } from '../../../shared/crypto/personal-data-vault';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, KNEX, PROJECTION_RUNNER, type Clock } from '../../../shared/tokens';
import type { ReadModelProgress } from '../../../shared/cqrs/read-model-progress.port';
import { erasePersonalData } from '../../infrastructure/personal-data-eraser';
import { AccountNotFound, PasswordIncorrect, assertCanAct } from '../../domain/user';
import { passwordMatches } from '../../infrastructure/password-hasher';
import { UserRepository } from '../../infrastructure/user-repository';
import { findUserById } from '../../queries/user-read-model';

export class DeleteAccountCommand extends Command<CommandResult<void>> {
  constructor(
    readonly userId: string,
    readonly password: string,
  ) {
    super();
  }
  /** Never log the password. */
  toJSON() {
    return { userId: this.userId };
  }
}

/**
 * The Danger Zone (crypto-shredding, docs/architecture.md "Personal data and secrets"): needs the
 * password; cancels the subscription first (nothing renews for an account that is gone); appends
 * identity.account-deleted, which releases the email and username claims and blanks the read
 * model row; then destroys the user's key, so
 * the sealed names, email and password hash in the log can never be read again. The history and
 * its counts stay (projects, completions, usage): only the person behind them is gone. Then
 * erasePersonalData removes their API keys and every word they wrote, in the log and the read
 * models (issue 17, docs/security.md).
 * The last active admin cannot delete themself (409 LastAdminProtected): the deletion goes through
 * the AdminAccessWriter, the same check and `admins` stream lock as a demotion or deactivation.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand, CommandResult<void>> {
  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly users: UserRepository,
    private readonly vault: PersonalDataVault,
    private readonly bus: CommandBus,
    private readonly adminAccess: AdminAccessWriter,
    @Inject(PROJECTION_RUNNER) private readonly runner: ReadModelProgress,
  ) {}

  async execute({ userId, password }: DeleteAccountCommand): Promise<CommandResult<void>> {
    const { state } = await this.users.load(userId);
    assertCanAct(state);
    const row = await findUserById(this.knex, userId);
    if (!row) throw new AccountNotFound();
    if (!(await passwordMatches(row.password_hash, password))) throw new PasswordIncorrect();
    // Refuse the last active admin before cancelling anything; the append below checks again
    // under the admins stream's expected version.
    if (isActiveAdmin(state)) {
      decideAccountDeletion(
        { userId, otherActiveAdmins: await this.adminAccess.otherActiveAdmins(userId) },
        state,
      );
    }
    await this.bus.execute(new CancelSubscriptionCommand(userId, { ifAny: true }));
    const appended = await this.adminAccess.change(
      userId,
      userId,
      (current, otherActiveAdmins) => decideAccountDeletion({ userId, otherActiveAdmins }, current),
      {
        metadata: eventMetadata({}, this.clock.now()),
        releaseClaims: [
          { scope: 'email', value: row.email },
          { scope: 'username', value: row.username },
        ],
      },
    );
    await this.vault.shred(userId);
    // The projections first pass the deletion, so none of them writes the person's words back
    // into a read model after they are erased.
    if (appended.position) await this.runner.waitFor(appended.position, 5000);
    await erasePersonalData(this.knex, userId);
    return appended;
  }
}
