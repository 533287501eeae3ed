import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Knex } from 'knex';
import type { DailyIdea } from '../../contracts/ideas';
import type { AuthUser } from '../../shared/http/auth';
import { CurrentUser, Roles } from '../../shared/http/auth';
import { CommandGateway } from '../../shared/cqrs/command-gateway';
import { NormalizeBody } from '../../shared/http/normalize-body';
import { KNEX } from '../../shared/tokens';
import { CreateIdeaCommand } from '../commands/create-idea/create-idea.handler';
import { DeleteIdeaCommand } from '../commands/delete-idea/delete-idea.handler';
import { UpdateIdeaCommand } from '../commands/update-idea/update-idea.handler';
import { IdeaNotFound } from '../domain/idea-errors';
import { findAdminIdea, listAdminIdeas } from '../queries/ideas-read-model';
import { createIdeaInput, patchIdeaInput } from './admin-idea-inputs';
import { CreateIdeaDto, PatchIdeaDto } from './ideas.dto';

/** Ideas Management of the admin dashboard. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin')
export class AdminIdeasController {
  constructor(
    private readonly commands: CommandGateway,
    @Inject(KNEX) private readonly knex: Knex,
  ) {}

  @Get('idea-of-the-day')
  list(): Promise<DailyIdea[]> {
    return listAdminIdeas(this.knex);
  }

  @Post('ideas')
  @NormalizeBody(createIdeaInput)
  async create(@CurrentUser() admin: AuthUser, @Body() body: CreateIdeaDto): Promise<DailyIdea> {
    const { ideaId } = await this.commands.execute<{ ideaId: string }>(new CreateIdeaCommand(admin.id, body));
    return this.found(ideaId);
  }

  @Patch('ideas/:ideaId')
  @NormalizeBody(patchIdeaInput)
  async update(
    @CurrentUser() admin: AuthUser,
    @Param('ideaId') ideaId: string,
    @Body() body: PatchIdeaDto,
  ): Promise<DailyIdea> {
    await this.commands.execute(new UpdateIdeaCommand(admin.id, ideaId, body));
    return this.found(ideaId);
  }

  @Delete('ideas/:ideaId')
  @HttpCode(204)
  async remove(@CurrentUser() admin: AuthUser, @Param('ideaId') ideaId: string): Promise<void> {
    await this.commands.execute(new DeleteIdeaCommand(admin.id, ideaId));
  }

  private async found(ideaId: string): Promise<DailyIdea> {
    const idea = await findAdminIdea(this.knex, ideaId);
    if (!idea) throw new IdeaNotFound(ideaId);
    return idea;
  }
}
