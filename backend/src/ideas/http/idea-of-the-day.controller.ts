import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Knex } from 'knex';
import type { DailyIdea, WeeklyIdeasResponse } from '../../contracts/ideas';
import type { AuthUser } from '../../shared/http/auth';
import { CurrentUser, Public } from '../../shared/http/auth';
import { CommandGateway } from '../../shared/cqrs/command-gateway';
import { DomainError } from '../../shared/domain-error';
import { parseOrThrow } from '../../shared/http/validation';
import { CLOCK, KNEX, type Clock } from '../../shared/tokens';
import { RecordIdeaViewCommand } from '../commands/record-idea-view/record-idea-view.handler';
import { pickIdeaOfTheDay, weeklyIdeasResponse } from '../domain/idea-of-the-day';
import { addDays, mondayOf, newYorkDate } from '@bb/kernel';
import { adminIdeasBetween } from '../queries/ideas-read-model';
import { effectiveTierOf } from '../../billing/queries/effective-tier';
import { recordIdeaViewRequestSchema, weeklyQuerySchema } from './ideas.dto';

/** The spec's paid tiers, which get the weekly calendar (compared case-insensitively). */
export const WEEKLY_CALENDAR_TIERS: readonly string[] = ['starter', 'pro', 'enterprise'];

@ApiTags('ideas')
@Controller('idea-of-the-day')
export class IdeaOfTheDayController {
  constructor(
    private readonly commands: CommandGateway,
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Today's idea (New York date): an active admin idea featured today, else the catalogue's. */
  @Public()
  @Get()
  async today(): Promise<DailyIdea> {
    const today = newYorkDate(this.clock.now());
    return pickIdeaOfTheDay(today, await adminIdeasBetween(this.knex, today, today));
  }

  /** Monday..Sunday of the week `weekOffset` weeks from this one; Starter, Pro and Enterprise only. */
  @Get('weekly')
  async weekly(
    @CurrentUser() user: AuthUser,
    @Query('weekOffset') weekOffsetParam?: string,
  ): Promise<WeeklyIdeasResponse> {
    const weekOffset = Number(
      parseOrThrow(weeklyQuerySchema, { weekOffset: weekOffsetParam }).weekOffset ?? 0,
    );
    const tier = await effectiveTierOf(this.knex, user.id, this.clock.now());
    if (!WEEKLY_CALENDAR_TIERS.includes(tier)) {
      throw new DomainError(
        'forbidden',
        'The weekly ideas calendar is part of the Starter, Pro and Enterprise plans. Upgrade to Premium to see it.',
        undefined,
        'UpgradeRequired',
      );
    }
    const today = newYorkDate(this.clock.now());
    const monday = mondayOf(addDays(today, 7 * weekOffset));
    return weeklyIdeasResponse(
      today,
      weekOffset,
      await adminIdeasBetween(this.knex, monday, addDays(monday, 6)),
    );
  }

  /** The user opened an idea's details (feeds gamification); counted once per idea and day. */
  @Post(':id/view')
  @HttpCode(200)
  recordView(
    @CurrentUser() user: AuthUser,
    @Param('id') ideaId: string,
    @Body() body?: unknown,
  ): Promise<{ recorded: boolean }> {
    // The body is optional (a bare POST is fine), so it is parsed here rather than by the pipe.
    const { timeZone } = parseOrThrow(recordIdeaViewRequestSchema, body ?? {});
    return this.commands.execute<{ recorded: boolean }>(new RecordIdeaViewCommand(user.id, ideaId, timeZone));
  }
}
