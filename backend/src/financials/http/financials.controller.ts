import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { projectIdSchema } from '../../contracts/projects';
import { updateFinancialsRequestSchema, type FinancialsResponse } from '../../contracts/financials';
import type { AuthUser } from '../../shared/http/auth';
import { CurrentUser } from '../../shared/http/auth';
import { ProjectNotFound } from '../../projects/domain/project-errors';
import { CommandGateway } from '../../shared/cqrs/command-gateway';
import { UpdateFinancialsCommand } from '../commands/update-financials/update-financials.handler';
import { GetFinancialsQuery } from '../queries/get-financials.query';

export class UpdateFinancialsDto extends createZodDto(updateFinancialsRequestSchema) {}

function projectId(id: string): string {
  if (!projectIdSchema.safeParse(id).success) throw new ProjectNotFound();
  return id.toLowerCase();
}

/** A project's financial model (issue 16): its assumptions, editable, and the three scenarios. */
@ApiTags('financials')
@Controller('projects/:id/financials')
export class FinancialsController {
  constructor(
    private readonly commands: CommandGateway,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  get(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<FinancialsResponse> {
    return this.queries.execute(new GetFinancialsQuery(user.id, projectId(id)));
  }

  /** Sets the assumptions given (null: back to the default); answers the model after the change. */
  @Put()
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateFinancialsDto,
  ): Promise<FinancialsResponse> {
    const pid = projectId(id);
    await this.commands.execute(new UpdateFinancialsCommand(user.id, pid, body));
    return this.get(user, pid);
  }
}
