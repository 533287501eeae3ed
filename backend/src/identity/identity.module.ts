import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AdminAccessWriter } from './commands/admin-access-writer';
import { SessionGuard } from './auth/session.guard';
import { SessionService } from './auth/session.service';
import { SessionVerifier } from './auth/session-verifier';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { DeleteAccountHandler } from './commands/delete-account/delete-account.handler';
import { LogInHandler } from './commands/log-in/log-in.handler';
import { LogOutHandler } from './commands/log-out/log-out.handler';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler';
import { AccountController } from './http/account.controller';
import { AuthController } from './http/auth.controller';
import { SessionController } from './http/session.controller';
import { LoginRateLimiter } from './infrastructure/login-rate-limiter';
import { UserRepository } from './infrastructure/user-repository';
import { IdentityAccountDirectory } from './queries/account-directory';
import { ACCOUNT_DIRECTORY } from '../shared/account-directory.port';

const httpControllers = [AuthController, SessionController, AccountController];
const commandHandlers = [
  RegisterUserHandler,
  LogInHandler,
  LogOutHandler,
  UpdateProfileHandler,
  ChangePasswordHandler,
  DeleteAccountHandler,
];

/** Global: every context's routes go through its session guard, and some ask it about accounts (ACCOUNT_DIRECTORY). */
@Global()
@Module({
  imports: [JwtModule.register({})],
  controllers: httpControllers,
  providers: [
    ...commandHandlers,
    SessionVerifier,
    SessionService,
    LoginRateLimiter,
    UserRepository,
    // The last-active-admin lock: account deletion here, role and status changes in AdminModule.
    AdminAccessWriter,
    { provide: APP_GUARD, useClass: SessionGuard },
    { provide: ACCOUNT_DIRECTORY, useClass: IdentityAccountDirectory },
  ],
  exports: [SessionService, SessionVerifier, UserRepository, AdminAccessWriter, ACCOUNT_DIRECTORY],
})
export class IdentityModule {}
