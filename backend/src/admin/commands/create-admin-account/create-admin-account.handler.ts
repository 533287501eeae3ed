import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { adminAccessEventTypes, type AdminAccountCreated } from '../../../contracts/admin';
import type { AdminAccountRequest } from '../../../contracts/identity';
import type { EventStore } from '../../../eventstore/event-store.port';
import { RegisterUserCommand } from '../../../identity/commands/register-user/register-user.handler';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { EVENT_STORE } from '../../../shared/tokens';
import { ADMINS_STREAM } from '../../domain/admin-access';

/** An admin creates another admin account (the admin account creation form). */
export class CreateAdminAccountCommand {
  constructor(
    readonly adminId: string,
    readonly account: AdminAccountRequest,
  ) {}
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
export class CreateAdminAccountHandler implements ICommandHandler<
  CreateAdminAccountCommand,
  CommandResult<{ userId: string }>
> {
  constructor(
    private readonly bus: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ adminId, account }: CreateAdminAccountCommand): Promise<CommandResult<{ userId: string }>> {
    const registered = await this.bus.execute<RegisterUserCommand, CommandResult<{ userId: string }>>(
      new RegisterUserCommand(account, 'admin', 'admin'),
    );
    const { userId } = registered.value;
    const created: AdminAccountCreated = {
      type: adminAccessEventTypes.accountCreated,
      data: { userId, createdBy: adminId },
    };
    const appended = await this.store.append(
      [{ streamId: ADMINS_STREAM, expectedVersion: 'any', events: [created] }],
      {
        metadata: eventMetadata({ userId: adminId }),
      },
    );
    return result({ userId }, appended.position);
  }
}
