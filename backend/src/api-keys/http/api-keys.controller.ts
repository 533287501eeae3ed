import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Knex } from 'knex';
import type { ApiKeySummary, UserPreferences } from '../../contracts/api-keys';
import type { AuthUser } from '../../shared/http/auth';
import { CurrentUser } from '../../shared/http/auth';
import { CommandGateway } from '../../shared/cqrs/command-gateway';
import { NormalizeBody } from '../../shared/http/normalize-body';
import { KNEX } from '../../shared/tokens';
import { AddApiKeyCommand } from '../commands/add-api-key/add-api-key.handler';
import { RemoveApiKeyCommand } from '../commands/remove-api-key/remove-api-key.handler';
import { UpdatePreferencesCommand } from '../commands/update-preferences/update-preferences.handler';
import { listApiKeys } from '../infrastructure/api-key-store';
import { findPreferences } from '../queries/preferences-read-model';
import { AddApiKeyDto, addApiKeyInput, UpdatePreferencesDto } from './api-keys.dto';

/** API Settings: the user's own provider keys (write-only) and AI model preferences. */
@ApiTags('api-settings')
@Controller('user')
export class ApiKeysController {
  constructor(
    private readonly commands: CommandGateway,
    @Inject(KNEX) private readonly knex: Knex,
  ) {}

  @Get('api-keys')
  listKeys(@CurrentUser() user: AuthUser): Promise<ApiKeySummary[]> {
    return listApiKeys(this.knex, user.id);
  }

  @Post('api-keys')
  @NormalizeBody(addApiKeyInput)
  addKey(@CurrentUser() user: AuthUser, @Body() body: AddApiKeyDto): Promise<ApiKeySummary> {
    return this.commands.execute<ApiKeySummary>(new AddApiKeyCommand(user.id, body));
  }

  @Delete('api-keys/:id')
  @HttpCode(204)
  async removeKey(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new RemoveApiKeyCommand(user.id, id));
  }

  @Get('preferences')
  getPreferences(@CurrentUser() user: AuthUser): Promise<UserPreferences> {
    return findPreferences(this.knex, user.id);
  }

  @Put('preferences')
  async updatePreferences(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdatePreferencesDto,
  ): Promise<UserPreferences> {
    const current = await findPreferences(this.knex, user.id);
    await this.commands.execute(new UpdatePreferencesCommand(user.id, { ...current, ...body }));
    return findPreferences(this.knex, user.id);
  }
}
