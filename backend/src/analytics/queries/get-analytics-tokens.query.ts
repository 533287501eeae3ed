import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AnalyticsToken } from '../../contracts/analytics';
import { listTokens } from '../domain/analytics-tokens';
import { AnalyticsTokenStore } from '../infrastructure/analytics-token-store';

export class GetAnalyticsTokensQuery {}

/** Every token, newest first, revoked ones included; never the token or its hash. */
@QueryHandler(GetAnalyticsTokensQuery)
export class GetAnalyticsTokensHandler implements IQueryHandler<GetAnalyticsTokensQuery, AnalyticsToken[]> {
  constructor(private readonly tokens: AnalyticsTokenStore) {}

  async execute(): Promise<AnalyticsToken[]> {
    return listTokens(await this.tokens.load());
  }
}
