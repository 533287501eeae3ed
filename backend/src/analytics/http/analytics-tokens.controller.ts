import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { AnalyticsToken, CreatedAnalyticsToken } from '../../contracts/analytics';
import type { AuthUser } from '../../shared/http/auth';
import { CurrentUser, Roles } from '../../shared/http/auth';
import { CommandGateway } from '../../shared/cqrs/command-gateway';
import { DomainError } from '../../shared/domain-error';
import { CreateAnalyticsTokenCommand } from '../commands/create-analytics-token/create-analytics-token.handler';
import { RevokeAnalyticsTokenCommand } from '../commands/revoke-analytics-token/revoke-analytics-token.handler';
import { GetAnalyticsTokensQuery } from '../queries/get-analytics-tokens.query';
import { CreateAnalyticsTokenDto } from './analytics.dto';

/** Admins create analytics tokens (the token is shown once), list them, and revoke them. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/analytics-tokens')
export class AnalyticsTokensController {
  constructor(
    private readonly commands: CommandGateway,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  create(
    @CurrentUser() admin: AuthUser,
    @Body() body: CreateAnalyticsTokenDto,
  ): Promise<CreatedAnalyticsToken> {
    return this.commands.execute(new CreateAnalyticsTokenCommand(admin.id, body.name));
  }

  @Get()
  list(): Promise<AnalyticsToken[]> {
    return this.queries.execute(new GetAnalyticsTokensQuery());
  }

  @Delete(':tokenId')
  @HttpCode(204)
  async revoke(@CurrentUser() admin: AuthUser, @Param('tokenId') tokenId: string): Promise<void> {
    if (!/^[\w-]{1,100}$/.test(tokenId)) throw new DomainError('not_found', 'Analytics token not found');
    await this.commands.execute(new RevokeAnalyticsTokenCommand(admin.id, tokenId));
  }
}
