import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { GamificationStats } from '../../contracts/gamification';
import type { AuthUser } from '../../shared/http/auth';
import { CurrentUser } from '../../shared/http/auth';
import { currentRequestContext } from '../../shared/request-context';
import { CLOCK, type Clock } from '../../shared/tokens';
import { GetGamificationStatsQuery } from '../queries/get-gamification-stats.query';

/** The Progress Tracker: signed in only (401 otherwise, the page shows 'Login Required'). */
@ApiTags('gamification')
@Controller('gamification')
export class GamificationController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Points, level, streaks, achievements and recent activity; "today" is in the X-Time-Zone zone. */
  @Get('stats')
  stats(@CurrentUser() user: AuthUser): Promise<GamificationStats> {
    const timeZone = currentRequestContext()?.timeZone ?? undefined;
    return this.queries.execute(
      new GetGamificationStatsQuery(user.id, this.clock.now().toISOString(), timeZone),
    );
  }
}
