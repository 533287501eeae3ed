import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { historyQuerySchema, type HistoryResponse, type HistorySubjectKind } from '../../contracts/audit';
import type { AuthUser } from '../../shared/http/auth';
import { CurrentUser, Roles } from '../../shared/http/auth';
import { CommandGateway } from '../../shared/cqrs/command-gateway';
import { DomainError } from '../../shared/domain-error';
import { parseOrThrow } from '../../shared/http/validation';
import { RecordHistoryViewCommand } from '../commands/record-history-view/record-history-view.handler';
import { GetAuditHistoryQuery } from '../queries/get-audit-history.query';

const SUBJECT_ID = /^[\w-]{1,100}$/;

/**
 * The audited history of any user or project, for admins only. Query: `type` (comma-separated,
 * 'projects.*' for a whole context), `from`/`to` (dates or instants, inclusive), `limit` (1-200,
 * default 50), and `before` (the previous page's nextBefore) or `page`. Every view is recorded as
 * an 'audit.history-viewed' event.
 */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/history')
export class AdminHistoryController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandGateway,
  ) {}

  @Get('users/:userId')
  user(
    @CurrentUser() admin: AuthUser,
    @Param('userId') userId: string,
    @Query() query: Record<string, unknown>,
  ): Promise<HistoryResponse> {
    return this.history(admin, 'user', userId, query);
  }

  @Get('projects/:projectId')
  project(
    @CurrentUser() admin: AuthUser,
    @Param('projectId') projectId: string,
    @Query() query: Record<string, unknown>,
  ): Promise<HistoryResponse> {
    return this.history(admin, 'project', projectId.toLowerCase(), query);
  }

  private async history(
    admin: AuthUser,
    kind: HistorySubjectKind,
    id: string,
    raw: Record<string, unknown>,
  ): Promise<HistoryResponse> {
    if (!SUBJECT_ID.test(id))
      throw new DomainError('not_found', kind === 'user' ? 'User not found' : 'Project not found');
    const query = parseOrThrow(historyQuerySchema, raw);
    const response = await this.queries.execute<GetAuditHistoryQuery, HistoryResponse>(
      new GetAuditHistoryQuery({ kind, id }, query),
    );
    const asSent = Object.fromEntries(
      Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    await this.commands.execute(
      new RecordHistoryViewCommand(admin.id, kind, id, asSent, response.entries.length),
    );
    return response;
  }
}
