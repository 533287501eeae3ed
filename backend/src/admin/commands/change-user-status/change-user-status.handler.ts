import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { decideActivation } from '../../../identity/domain/admin-access';
import { AdminAccessWriter } from '../../../identity/commands/admin-access-writer';

/** The admin's active switch: 'identity.user-activation-changed' with changedBy = the admin. */
export class ChangeUserStatusCommand extends Command<CommandResult<void>> {
  constructor(
    readonly adminId: string,
    readonly userId: string,
    readonly isActive: boolean,
  ) {
    super();
  }
}

@CommandHandler(ChangeUserStatusCommand)
export class ChangeUserStatusHandler implements ICommandHandler<
  ChangeUserStatusCommand,
  CommandResult<void>
> {
  constructor(private readonly writer: AdminAccessWriter) {}

  execute({ adminId, userId, isActive }: ChangeUserStatusCommand): Promise<CommandResult<void>> {
    return this.writer.change(userId, adminId, (state, otherActiveAdmins) =>
      decideActivation({ userId, changedBy: adminId, isActive, otherActiveAdmins }, state),
    );
  }
}
