import { Module } from '@nestjs/common';
import { GamificationController } from './http/gamification.controller';
import { GetGamificationStatsHandler } from './queries/get-gamification-stats.query';

const httpControllers = [GamificationController];
const commandHandlers: [] = [];
const queryHandlers = [GetGamificationStatsHandler];

/**
 * Gamification has no commands of its own: points, levels, streaks and achievements are a
 * projection (projections/src/gamification.projection.ts) of what users do in the other contexts.
 */
@Module({
  controllers: httpControllers,
  providers: [...commandHandlers, ...queryHandlers],
})
export class GamificationModule {}
