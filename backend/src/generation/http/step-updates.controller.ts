import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { projectIdSchema } from '../../contracts/projects';
import { stepUpdatesRequestSchema, type StepUpdatesResponse } from '../../contracts/step-updates';
import type { AuthUser } from '../../shared/http/auth';
import { CurrentUser } from '../../shared/http/auth';
import { ProjectNotFound } from '../../projects/domain/project-errors';
import { StepUpdatesService } from '../step-updates/step-updates.service';

class StepUpdatesDto extends createZodDto(stepUpdatesRequestSchema) {}

/** Proposes the update of a project's stale steps (issue 14); the wizard saves what the user accepts. */
@ApiTags('projects')
@Controller('projects')
export class StepUpdatesController {
  constructor(private readonly updates: StepUpdatesService) {}

  @Post(':id/step-updates')
  @HttpCode(200)
  propose(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: StepUpdatesDto,
  ): Promise<StepUpdatesResponse> {
    if (!projectIdSchema.safeParse(id).success) throw new ProjectNotFound();
    return this.updates.propose(user.id, id.toLowerCase(), body.steps);
  }
}
