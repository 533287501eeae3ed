import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import type { ProjectListItem, ProjectSort } from '../../contracts/projects';
import { KNEX } from '../../shared/tokens';
import { listColumns, toProjectListItem } from './project-read-model';

export class GetProjectsQuery {
  constructor(
    readonly userId: string,
    readonly search: string | undefined,
    readonly sort: ProjectSort,
  ) {}
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The dashboard list: the user's projects (not deleted), searched by title, idea or name, sorted. */
@QueryHandler(GetProjectsQuery)
export class GetProjectsHandler implements IQueryHandler<GetProjectsQuery, ProjectListItem[]> {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  async execute({ userId, search, sort }: GetProjectsQuery): Promise<ProjectListItem[]> {
    const q = this.knex('rm_projects')
      .select(...listColumns)
      .where({ user_id: userId, deleted: false });
    if (search) {
      const pattern = `%${escapeLike(search)}%`;
      q.andWhereRaw(
        `(title ILIKE ? OR summary->>'businessName' ILIKE ? OR summary->>'businessIdea' ILIKE ?)`,
        [pattern, pattern, pattern],
      );
    }
    switch (sort) {
      case 'created':
        q.orderBy([{ column: 'created_at', order: 'desc' }]);
        break;
      case 'az':
      case 'za':
        // Untitled projects last either way; then by title, ignoring case.
        q.orderByRaw(`(title = '') ASC, lower(title) ${sort === 'az' ? 'ASC' : 'DESC'}, updated_at DESC`);
        break;
      default:
        q.orderBy([{ column: 'updated_at', order: 'desc' }]);
    }
    q.orderBy('id');
    const rows = await q;
    return rows.map(toProjectListItem);
  }
}
