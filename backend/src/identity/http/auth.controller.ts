import { Body, Controller, Get, HttpCode, Inject, Post, Put, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import type { User } from '../../contracts/identity';
import { CommandGateway } from '../../shared/cqrs/command-gateway';
import { DomainError } from '../../shared/domain-error';
import { CLOCK, KNEX, type Clock } from '../../shared/tokens';
import { effectiveTierOf } from '../../billing/queries/effective-tier';
import type { AuthUser } from '../../shared/http/auth';
import { CurrentUser, Public } from '../../shared/http/auth';
import { SessionService } from '../auth/session.service';
import { ChangePasswordCommand } from '../commands/change-password/change-password.handler';
import { LogInCommand } from '../commands/log-in/log-in.handler';
import { LogOutCommand } from '../commands/log-out/log-out.handler';
import { RegisterUserCommand } from '../commands/register-user/register-user.handler';
import { UpdateProfileCommand } from '../commands/update-profile/update-profile.handler';
import { adminExists, findUserById, toUserResponse } from '../queries/user-read-model';
import { AdminAccountDto, ChangePasswordDto, LoginDto, ProfileUpdateDto, RegisterDto } from './auth.dto';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandGateway,
    private readonly sessions: SessionService,
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Public()
  @Post('register')
  async register(
    @Body() body: RegisterDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<{ user: User }> {
    const { userId } = await this.commands.execute<{ userId: string }>(
      new RegisterUserCommand(body, 'user', 'register'),
    );
    await this.sessions.signIn(res, userId, 0);
    return { user: await this.me(userId) };
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(
    @Body() body: LoginDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<{ user: User }> {
    const { userId, sessionVersion } = await this.commands.execute<{
      userId: string;
      sessionVersion: number;
    }>(new LogInCommand(body.email, body.password, req.ip ?? 'unknown'));
    await this.sessions.signIn(res, userId, sessionVersion);
    return { user: await this.me(userId) };
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  async logout(
    @Req() req: FastifyRequest & { user?: AuthUser },
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<void> {
    if (req.user) await this.commands.execute(new LogOutCommand(req.user.id));
    this.sessions.signOut(res);
  }

  @Get('me')
  async getMe(@CurrentUser() user: AuthUser): Promise<User> {
    return this.me(user.id);
  }

  @Put('profile')
  async updateProfile(
    @CurrentUser() user: AuthUser,
    @Body() body: ProfileUpdateDto,
  ): Promise<{ user: User }> {
    await this.commands.execute(new UpdateProfileCommand(user.id, body));
    return { user: await this.me(user.id) };
  }

  @Post('change-password')
  @HttpCode(200)
  async changePassword(
    @CurrentUser() user: AuthUser,
    @Body() body: ChangePasswordDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<{ message: string }> {
    const { sessionVersion } = await this.commands.execute<{ sessionVersion: number }>(
      new ChangePasswordCommand(user.id, body.currentPassword, body.newPassword),
    );
    await this.sessions.signIn(res, user.id, sessionVersion);
    return { message: 'Password changed. Other sessions have been signed out.' };
  }

  @Public()
  @Get('admin-exists')
  async adminExists(): Promise<{ adminExists: boolean }> {
    return { adminExists: await adminExists(this.knex) };
  }

  @Public()
  @Post('setup-admin')
  async setupAdmin(
    @Body() body: AdminAccountDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<{ user: User }> {
    const { userId } = await this.commands.execute<{ userId: string }>(
      new RegisterUserCommand(body, 'admin', 'admin-setup'),
    );
    await this.sessions.signIn(res, userId, 0);
    return { user: await this.me(userId) };
  }

  private async me(userId: string): Promise<User> {
    const row = await findUserById(this.knex, userId);
    if (!row) throw new DomainError('unauthenticated', 'Authentication required');
    return toUserResponse(row, await effectiveTierOf(this.knex, userId, this.clock.now()));
  }
}
