import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { ChangeUserRoleHandler } from './commands/change-user-role/change-user-role.handler';
import { ChangeUserStatusHandler } from './commands/change-user-status/change-user-status.handler';
import { CreateAdminAccountHandler } from './commands/create-admin-account/create-admin-account.handler';
import { AdminController } from './http/admin.controller';

const httpControllers = [AdminController];
const commandHandlers = [ChangeUserStatusHandler, ChangeUserRoleHandler, CreateAdminAccountHandler];
const queryHandlers: [] = [];

/**
 * The admin dashboard's own routes. Admin routes that belong to another context live there
 * (feedback review in feedback/, ideas management in ideas/), all under /api/admin with @Roles('admin').
 */
@Module({
  imports: [IdentityModule],
  controllers: httpControllers,
  // AdminAccessWriter comes from IdentityModule (account deletion takes the same lock).
  providers: [...commandHandlers, ...queryHandlers],
})
export class AdminModule {}
