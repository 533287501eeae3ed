import { Body, Controller, Get, Inject, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Knex } from 'knex';
import type { AdminProject, AdminStats, AdminUser } from '../../contracts/admin';
import type { AuthUser } from '../../shared/http/auth';
import { CurrentUser, Roles } from '../../shared/http/auth';
import { AccountNotFound } from '../../identity/domain/user';
import { newYorkDate } from '@bb/kernel';
import { CommandGateway } from '../../shared/cqrs/command-gateway';
import { CLOCK, KNEX, type Clock } from '../../shared/tokens';
import { ChangeUserRoleCommand } from '../commands/change-user-role/change-user-role.handler';
import { ChangeUserStatusCommand } from '../commands/change-user-status/change-user-status.handler';
import { CreateAdminAccountCommand } from '../commands/create-admin-account/create-admin-account.handler';
import { listAdminProjects } from '../queries/admin-projects.read-model';
import { computeAdminStats } from '../queries/admin-stats.read-model';
import { findAdminUser, listAdminUsers } from '../queries/admin-users.read-model';
import { ChangeUserRoleDto, ChangeUserStatusDto, CreateAdminAccountDto } from './admin.dto';

/** The admin dashboard: summary, User Management, Project Overview, admin account creation. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin')
export class AdminController {
  constructor(
    private readonly commands: CommandGateway,
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('stats')
  stats(): Promise<AdminStats> {
    return computeAdminStats(this.knex, newYorkDate(this.clock.now()));
  }

  @Get('users')
  users(): Promise<AdminUser[]> {
    return listAdminUsers(this.knex, this.clock.now());
  }

  @Post('users')
  async createAdmin(@CurrentUser() admin: AuthUser, @Body() body: CreateAdminAccountDto): Promise<AdminUser> {
    const { userId } = await this.commands.execute<{ userId: string }>(
      new CreateAdminAccountCommand(admin.id, body),
    );
    return this.user(userId);
  }

  @Patch('users/:userId/status')
  async changeStatus(
    @CurrentUser() admin: AuthUser,
    @Param('userId') userId: string,
    @Body() body: ChangeUserStatusDto,
  ): Promise<AdminUser> {
    await this.commands.execute(new ChangeUserStatusCommand(admin.id, userId, body.isActive));
    return this.user(userId);
  }

  @Patch('users/:userId/role')
  async changeRole(
    @CurrentUser() admin: AuthUser,
    @Param('userId') userId: string,
    @Body() body: ChangeUserRoleDto,
  ): Promise<AdminUser> {
    await this.commands.execute(new ChangeUserRoleCommand(admin.id, userId, body.role));
    return this.user(userId);
  }

  @Get('projects')
  projects(): Promise<AdminProject[]> {
    return listAdminProjects(this.knex);
  }

  private async user(userId: string): Promise<AdminUser> {
    const user = await findAdminUser(this.knex, userId, this.clock.now());
    if (!user) throw new AccountNotFound();
    return user;
  }
}
