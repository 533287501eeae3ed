import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  listProjectsQuerySchema,
  projectIdSchema,
  type CompleteProjectResponse,
  type Project,
  type ProjectHistoryResponse,
  type ProjectListItem,
  type SavedProject,
  type UpdateProjectResponse,
} from '../../contracts/projects';
import type { AuthUser } from '../../shared/http/auth';
import { CurrentUser } from '../../shared/http/auth';
import { CommandGateway } from '../../shared/cqrs/command-gateway';
import { NormalizeBody } from '../../shared/http/normalize-body';
import { parseOrThrow } from '../../shared/http/validation';
import {
  CompleteProjectCommand,
  type CompletedProject,
} from '../commands/complete-project/complete-project.handler';
import { CreateProjectCommand } from '../commands/create-project/create-project.handler';
import { DeleteProjectCommand } from '../commands/delete-project/delete-project.handler';
import { DuplicateProjectCommand } from '../commands/duplicate-project/duplicate-project.handler';
import { RestoreStepDataCommand } from '../commands/restore-step-data/restore-step-data.handler';
import {
  RestoreStepDataDto,
  stepVersionParamsSchema,
  type StepVersionResponse,
} from '../commands/restore-step-data/restore-step-data.request';
import { UpdateProjectCommand, type ProjectSaved } from '../commands/update-project/update-project.handler';
import { ProjectNotFound } from '../domain/project-errors';
import { GetProjectHistoryQuery } from '../queries/get-project-history.query';
import { GetProjectQuery } from '../queries/get-project.query';
import { GetProjectsQuery } from '../queries/get-projects.query';
import { GetStepVersionQuery } from '../queries/get-step-version.query';
import { projectInput } from './project-inputs';
import { assertSafeLogos } from './safe-logos';
import { CreateProjectDto, UpdateProjectDto } from './projects.dto';

/** An id that is not a uuid cannot name a project: 404 like any unknown id. */
function projectId(id: string): string {
  if (!projectIdSchema.safeParse(id).success) throw new ProjectNotFound();
  return id.toLowerCase();
}

/** RFC 7240: `Prefer: return=minimal` (among other preferences, any case). */
function prefersMinimal(prefer: string | undefined): boolean {
  return !!prefer && /(^|[,;\s])return\s*=\s*"?minimal"?/i.test(prefer);
}

/** The signed-in user's projects. */
@ApiTags('projects')
@Controller('projects')
export class ProjectsController {
  constructor(
    private readonly commands: CommandGateway,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  list(@CurrentUser() user: AuthUser, @Query() query: Record<string, unknown>): Promise<ProjectListItem[]> {
    const { search, sort } = parseOrThrow(listProjectsQuerySchema, query);
    return this.queries.execute(new GetProjectsQuery(user.id, search || undefined, sort ?? 'updated'));
  }

  @Post()
  @NormalizeBody(projectInput)
  async create(@CurrentUser() user: AuthUser, @Body() body: CreateProjectDto): Promise<Project> {
    assertSafeLogos(body);
    const { projectId: id } = await this.commands.execute<{ projectId: string }>(
      new CreateProjectCommand(user.id, body),
    );
    return this.get(user, id);
  }

  @Get(':id')
  get(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<Project> {
    return this.queries.execute(new GetProjectQuery(user.id, projectId(id)));
  }

  /**
   * Answers the whole project after every read model has the save; with `Prefer: return=minimal`
   * (RFC 7240, the wizard's lean save) only what the save changed besides the data sent, as soon
   * as the project's own read model has it (written in the append's transaction).
   */
  @Patch(':id')
  @NormalizeBody(projectInput)
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateProjectDto,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<UpdateProjectResponse | SavedProject> {
    assertSafeLogos(body);
    const command = new UpdateProjectCommand(user.id, projectId(id), body);
    if (prefersMinimal(prefer)) {
      const { saved } = await this.commands.execute<ProjectSaved>(command, { readModels: ['projects'] });
      void res.header('Preference-Applied', 'return=minimal');
      return saved;
    }
    const { saved } = await this.commands.execute<ProjectSaved>(command);
    const project = await this.get(user, id);
    return saved.completion ? { ...project, completion: saved.completion } : project;
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new DeleteProjectCommand(user.id, projectId(id)));
  }

  @Post(':id/duplicate')
  async duplicate(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<Project> {
    const { projectId: copyId } = await this.commands.execute<{ projectId: string }>(
      new DuplicateProjectCommand(user.id, projectId(id)),
    );
    return this.get(user, copyId);
  }

  @Post(':id/complete')
  @HttpCode(200)
  async complete(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<CompleteProjectResponse> {
    const done = await this.commands.execute<CompletedProject>(
      new CompleteProjectCommand(user.id, projectId(id)),
    );
    return {
      completedThisMonth: done.completedThisMonth,
      monthlyLimit: done.monthlyLimit,
      period: done.period,
      project: await this.get(user, id),
    };
  }

  @Get(':id/history')
  history(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ProjectHistoryResponse> {
    return this.queries.execute(new GetProjectHistoryQuery(user.id, projectId(id)));
  }

  /** One step's data as it was after `version` (the restore's preview). */
  @Get(':id/history/:version/step/:step')
  stepVersion(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('version') version: string,
    @Param('step') step: string,
  ): Promise<StepVersionResponse> {
    const pid = projectId(id);
    const params = parseOrThrow(stepVersionParamsSchema, { version, step });
    return this.queries.execute(new GetStepVersionQuery(user.id, pid, params.version, params.step));
  }

  /** Puts one step's data back as it was after an earlier version; answers the project. */
  @Post(':id/restore')
  @HttpCode(200)
  async restore(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: RestoreStepDataDto,
  ): Promise<Project> {
    await this.commands.execute(new RestoreStepDataCommand(user.id, projectId(id), body.step, body.version));
    return this.get(user, id);
  }
}
