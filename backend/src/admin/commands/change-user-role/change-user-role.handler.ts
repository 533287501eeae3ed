import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Role } from '../../../contracts/identity';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { decideRole } from '../../../identity/domain/admin-access';
import { AdminAccessWriter } from '../../../identity/commands/admin-access-writer';

/** The admin's role dropdown: 'identity.user-role-changed' with changedBy = the admin. */
export class ChangeUserRoleCommand extends Command<CommandResult<void>> {
  constructor(
    readonly adminId: string,
    readonly userId: string,
    readonly role: Role,
  ) {
    super();
  }
}

@CommandHandler(ChangeUserRoleCommand)
export class ChangeUserRoleHandler implements ICommandHandler<ChangeUserRoleCommand, CommandResult<void>> {
  constructor(private readonly writer: AdminAccessWriter) {}

  execute({ adminId, userId, role }: ChangeUserRoleCommand): Promise<CommandResult<void>> {
    return this.writer.change(userId, adminId, (state, otherActiveAdmins) =>
      decideRole({ userId, changedBy: adminId, role, otherActiveAdmins }, state),
    );
  }
}
