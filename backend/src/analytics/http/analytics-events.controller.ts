import { Controller, Get, Inject, Query, Req, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  ANALYTICS_PAGE_DEFAULT,
  analyticsTokenEventTypes,
  analyticsEventsQuerySchema,
  decodeStreamCursor,
  streamCursorSchema,
  type AnalyticsEventsPage,
} from '../../contracts/analytics';
import { START_POSITION, type EventStore, type StoredEvent } from '../../eventstore/event-store.port';
import { Public } from '../../shared/http/auth';
import { SessionVerifier } from '../../identity/auth/session-verifier';
import { userEventTypes } from '../../identity/domain/user-events';
import { parseOrThrow } from '../../shared/http/validation';
import { EVENT_STORE } from '../../shared/tokens';
import { AnalyticsTokenStore } from '../infrastructure/analytics-token-store';
import { EventWakeHub } from '../infrastructure/event-wake-hub';
import { GetAnalyticsEventsQuery } from '../queries/get-analytics-events.query';
import { AnalyticsAccessGuard, type AnalyticsRequest } from './analytics-access.guard';
import { writeEventStream } from './event-stream-writer';

/**
 * The analytics stream (docs/analytics-stream.md): the global event log, personal data removed,
 * paged (GET /api/events) or pushed (GET /api/events/stream, server-sent events). For admins and
 * analytics tokens; @Public only lifts the session requirement, AnalyticsAccessGuard decides.
 */
@ApiTags('analytics')
@Public()
@UseGuards(AnalyticsAccessGuard)
@Controller('events')
export class AnalyticsEventsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly tokens: AnalyticsTokenStore,
    private readonly hub: EventWakeHub,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly sessions: SessionVerifier,
  ) {}

  /** `after`: the `next` (or an event's `position`) of the previous page; omitted or '0': from the start. */
  @Get()
  page(@Query() query: Record<string, unknown>): Promise<AnalyticsEventsPage> {
    const parsed = parseOrThrow(analyticsEventsQuerySchema, query);
    const after = parsed.after ? decodeStreamCursor(parsed.after)! : START_POSITION;
    return this.queries.execute(
      new GetAnalyticsEventsQuery(after, Number(parsed.limit ?? ANALYTICS_PAGE_DEFAULT)),
    );
  }

  /** Resumes after `Last-Event-ID` (sent by EventSource on reconnect), else after `?after=`, else from the start. */
  @Get('stream')
  async stream(
    @Req() req: AnalyticsRequest,
    @Res() res: FastifyReply,
    @Query() query: Record<string, unknown>,
  ): Promise<void> {
    const lastEventId = req.headers['last-event-id'];
    const parsed = parseOrThrow(analyticsEventsQuerySchema.pick({ after: true }), { after: query.after });
    const resumeFrom =
      typeof lastEventId === 'string' && lastEventId
        ? parseOrThrow(streamCursorSchema, lastEventId)
        : parsed.after;
    const from = resumeFrom ? decodeStreamCursor(resumeFrom)! : START_POSITION;
    const token = req.analyticsToken;
    const adminId = req.user?.id;
    // Streamed on the raw response: Fastify no longer answers this request.
    res.hijack();
    await writeEventStream(res.raw, {
      store: this.store,
      hub: this.hub,
      from,
      stillAllowed: token
        ? async () => (await this.tokens.verify(tokenOf(req))) !== undefined
        : async () => (await this.sessions.authenticate(req).catch(() => undefined))?.role === 'admin',
      endsAccess: token ? revokes(token.id) : endsAdminAccess(adminId ?? ''),
    });
  }
}

/** The revocation of this token. */
function revokes(tokenId: string): (event: StoredEvent) => boolean {
  return (event) => event.type === analyticsTokenEventTypes.revoked && dataOf(event).tokenId === tokenId;
}

/**
 * A change that ends this admin's session or role: demoted, deactivated, deleted, signed out,
 * password changed (which ends every session of theirs).
 */
function endsAdminAccess(userId: string): (event: StoredEvent) => boolean {
  return (event) => {
    const data = dataOf(event);
    if (data.userId !== userId) return false;
    switch (event.type) {
      case userEventTypes.roleChanged:
        return data.role !== 'admin';
      case userEventTypes.activationChanged:
        return data.isActive === false;
      case userEventTypes.loggedOut:
      case userEventTypes.passwordChanged:
      case userEventTypes.accountDeleted:
        return true;
      default:
        return false;
    }
  };
}

function dataOf(event: StoredEvent): Record<string, unknown> {
  return typeof event.data === 'object' && event.data !== null ? (event.data as Record<string, unknown>) : {};
}

function tokenOf(req: AnalyticsRequest): string {
  return /^Bearer\s+(\S+)/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
}
