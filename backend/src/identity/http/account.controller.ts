import { Body, Controller, Delete, HttpCode, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CommandGateway } from '../../shared/cqrs/command-gateway';
import type { AuthUser } from '../../shared/http/auth';
import { CurrentUser } from '../../shared/http/auth';
import { SessionService } from '../auth/session.service';
import { DeleteAccountCommand } from '../commands/delete-account/delete-account.handler';
import { DeleteAccountDto } from './account.dto';

/** The Account page's Danger Zone. */
@ApiTags('auth')
@Controller('account')
export class AccountController {
  constructor(
    private readonly commands: CommandGateway,
    private readonly sessions: SessionService,
  ) {}

  /** Deletes the signed-in account for good (password required) and signs it out. */
  @Delete()
  @HttpCode(200)
  async delete(
    @CurrentUser() user: AuthUser,
    @Body() body: DeleteAccountDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<{ message: string }> {
    await this.commands.execute(new DeleteAccountCommand(user.id, body.password));
    this.sessions.signOut(res);
    return { message: 'Your account has been deleted.' };
  }
}
