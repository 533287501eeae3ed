import { Controller, Get, Inject, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import type { SessionResponse } from '../../contracts/identity';
import { effectiveTierOf } from '../../billing/queries/effective-tier';
import { CLOCK, KNEX, type Clock } from '../../shared/tokens';
import type { AuthUser } from '../../shared/http/auth';
import { Public } from '../../shared/http/auth';
import { findUserById, toUserResponse } from '../queries/user-read-model';

/**
 * GET /api/auth/session: who is signed in, answered 200 for everyone: `{ user }` or
 * `{ user: null }`. The app asks this on every first load; GET /api/auth/me keeps the spec's
 * 401-when-anonymous answer, which every browser logs in the console of every visitor.
 */
@ApiTags('auth')
@Controller('auth')
export class SessionController {
  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Public()
  @Get('session')
  async session(@Req() req: FastifyRequest & { user?: AuthUser }): Promise<SessionResponse> {
    if (!req.user) return { user: null };
    const row = await findUserById(this.knex, req.user.id);
    if (!row) return { user: null };
    return { user: toUserResponse(row, await effectiveTierOf(this.knex, row.id, this.clock.now())) };
  }
}
