import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { Project } from '../../contracts/projects';
import { PG_POOL } from '../../shared/tokens';
import { ProjectNotFound } from '../domain/project-errors';
import { projectColumns, toProject, type ProjectAnswerRow } from './project-read-model';

/** The columns toProject reads, named (not `*`): a prepared statement's result shape must not change. */
const GET_PROJECT_SQL = `SELECT ${projectColumns.join(', ')} FROM rm_projects
  WHERE id = $1 AND user_id = $2 AND deleted = false LIMIT 1`;

export class GetProjectQuery {
  constructor(
    readonly userId: string,
    readonly projectId: string,
  ) {}
}

/** One project of the caller with its full stepData; another user's or a deleted one is not found. */
@QueryHandler(GetProjectQuery)
export class GetProjectHandler implements IQueryHandler<GetProjectQuery, Project> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ userId, projectId }: GetProjectQuery): Promise<Project> {
    // Every save answers with this read: a named statement, parsed and planned once per connection.
    const res = await this.pool.query<ProjectAnswerRow>({
      name: 'bb_get_project',
      text: GET_PROJECT_SQL,
      values: [projectId, userId],
    });
    const row = res.rows[0];
    if (!row) throw new ProjectNotFound();
    return toProject(row);
  }
}
