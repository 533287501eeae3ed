import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import type { Project } from '../../contracts/projects';
import { KNEX } from '../../shared/tokens';
import { ProjectNotFound } from '../domain/project-errors';
import { toProject, type ProjectRow } from './project-read-model';

export class GetProjectQuery {
  constructor(
    readonly userId: string,
    readonly projectId: string,
  ) {}
}

/** One project of the caller with its full stepData; another user's or a deleted one is not found. */
@QueryHandler(GetProjectQuery)
export class GetProjectHandler implements IQueryHandler<GetProjectQuery, Project> {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  async execute({ userId, projectId }: GetProjectQuery): Promise<Project> {
    const row = await this.knex<ProjectRow>('rm_projects')
      .where({ id: projectId, user_id: userId, deleted: false })
      .first();
    if (!row) throw new ProjectNotFound();
    return toProject(row);
  }
}
