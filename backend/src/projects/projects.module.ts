import { Module } from '@nestjs/common';
import { CompleteProjectHandler } from './commands/complete-project/complete-project.handler';
import { CreateProjectHandler } from './commands/create-project/create-project.handler';
import { DeleteProjectHandler } from './commands/delete-project/delete-project.handler';
import { DuplicateProjectHandler } from './commands/duplicate-project/duplicate-project.handler';
import { RestoreStepDataHandler } from './commands/restore-step-data/restore-step-data.handler';
import { UpdateProjectHandler } from './commands/update-project/update-project.handler';
import { ProjectsController } from './http/projects.controller';
import { ProjectRepository } from './infrastructure/project-repository';
import { GetProjectHistoryHandler } from './queries/get-project-history.query';
import { GetProjectHandler } from './queries/get-project.query';
import { GetProjectsHandler } from './queries/get-projects.query';
import { GetStepVersionHandler } from './queries/get-step-version.query';

const httpControllers = [ProjectsController];
const commandHandlers = [
  CreateProjectHandler,
  UpdateProjectHandler,
  DuplicateProjectHandler,
  DeleteProjectHandler,
  CompleteProjectHandler,
  RestoreStepDataHandler,
];
const queryHandlers = [
  GetProjectsHandler,
  GetProjectHandler,
  GetProjectHistoryHandler,
  GetStepVersionHandler,
];

@Module({
  controllers: httpControllers,
  providers: [...commandHandlers, ...queryHandlers, ProjectRepository],
  exports: [ProjectRepository],
})
export class ProjectsModule {}
