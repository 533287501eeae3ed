import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { CreateAnalyticsTokenHandler } from './commands/create-analytics-token/create-analytics-token.handler';
import { RevokeAnalyticsTokenHandler } from './commands/revoke-analytics-token/revoke-analytics-token.handler';
import { AnalyticsAccessGuard } from './http/analytics-access.guard';
import { AnalyticsEventsController } from './http/analytics-events.controller';
import { AnalyticsTokensController } from './http/analytics-tokens.controller';
import { AnalyticsTokenStore } from './infrastructure/analytics-token-store';
import { EventWakeHub } from './infrastructure/event-wake-hub';
import { GetAnalyticsEventsHandler } from './queries/get-analytics-events.query';
import { GetAnalyticsTokensHandler } from './queries/get-analytics-tokens.query';

const httpControllers = [AnalyticsEventsController, AnalyticsTokensController];
const commandHandlers = [CreateAnalyticsTokenHandler, RevokeAnalyticsTokenHandler];
const queryHandlers = [GetAnalyticsEventsHandler, GetAnalyticsTokensHandler];

/** The analytics stream of the event log, and the tokens that open it (docs/analytics-stream.md). */
@Module({
  imports: [IdentityModule],
  controllers: httpControllers,
  providers: [...commandHandlers, ...queryHandlers, AnalyticsTokenStore, EventWakeHub, AnalyticsAccessGuard],
})
export class AnalyticsModule {}
