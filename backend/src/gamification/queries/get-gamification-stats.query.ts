import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import type { GamificationStats } from '../../contracts/gamification';
import { KNEX } from '../../shared/tokens';
import { initialGamificationState, type GamificationState } from '@bb/kernel/folds';
import { toStatsResponse } from '../domain/gamification-stats';

export class GetGamificationStatsQuery {
  constructor(
    readonly userId: string,
    /** The request's instant (ISO): the current streak depends on what "today" is. */
    readonly now: string,
    /** The viewer's IANA zone (X-Time-Zone); unknown or missing: America/New_York. */
    readonly timeZone: string | undefined,
  ) {}
}

/**
 * The progress tracker of the signed-in user, from rm_gamification (the gamification projection's
 * fold of their activities). A user with no activity yet gets level 1, 'Aspiring Entrepreneur'.
 */
@QueryHandler(GetGamificationStatsQuery)
export class GetGamificationStatsHandler implements IQueryHandler<
  GetGamificationStatsQuery,
  GamificationStats
> {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  async execute({ userId, now, timeZone }: GetGamificationStatsQuery): Promise<GamificationStats> {
    const row = await this.knex('rm_gamification')
      .where({ user_id: userId })
      .first<{ state: GamificationState } | undefined>('state');
    return toStatsResponse(row?.state ?? initialGamificationState, {
      now,
      ...(timeZone ? { timeZone } : {}),
    });
  }
}
