import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { adminAccessEventTypes, type AdminAccountCreated } from '../../../contracts/admin';
import type { AdminAccountRequest } from '../../../contracts/identity';
import { RegisterUserCommand } from '../../../identity/commands/register-user/register-user.handler';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { unreadStream } from '../../../shared/cqrs/stream-reader';
import { eventMetadata } from '../../../shared/request-context';
import { ADMINS_STREAM } from '../../../identity/domain/admin-access';

/** An admin creates another admin account (the admin account creation form). */
export class CreateAdminAccountCommand extends Command<CommandResult<{ userId: string }>> {
  constructor(
    readonly adminId: string,
    readonly account: AdminAccountRequest,
  ) {
    super();
  }
  toJSON() {
    return { adminId: this.adminId, username: this.account.username };
  }
}

/**
 * Registers the account through identity's RegisterUserCommand (via 'admin', role 'admin'; its
 * unique email and username claims apply), then records on the `admins` stream who created it,
 * with the creating admin as the event's actor.
 */
@CommandHandler(CreateAdminAccountCommand)
export class CreateAdminAccountHandler implements ICommandHandler<CreateAdminAccountCommand> {
  constructor(
    private readonly bus: CommandBus,
    private readonly runner: CommandRunner,
  ) {}

  async execute({ adminId, account }: CreateAdminAccountCommand): Promise<CommandResult<{ userId: string }>> {
    const { value: registered } = await this.bus.execute(new RegisterUserCommand(account, 'admin', 'admin'));
    const { userId } = registered;
    const created: AdminAccountCreated = {
      type: adminAccessEventTypes.accountCreated,
      data: { userId, createdBy: adminId },
    };
    return this.runner.run({
      streamId: ADMINS_STREAM,
      reader: unreadStream(undefined), // a record of who created whom; nothing to decide on
      decide: () => ({
        events: [created],
        expectedVersion: 'any',
        metadata: eventMetadata({ userId: adminId }),
        value: { userId },
      }),
    });
  }
}
