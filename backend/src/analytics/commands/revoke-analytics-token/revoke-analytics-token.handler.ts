import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { CLOCK, EVENT_STORE, type Clock } from '../../../shared/tokens';
import { decideRevokeToken } from '../../domain/analytics-tokens';
import { AnalyticsTokenStore } from '../../infrastructure/analytics-token-store';
import { appendToTokensStream } from '../append-to-tokens-stream';

export class RevokeAnalyticsTokenCommand {
  constructor(
    readonly adminId: string,
    readonly tokenId: string,
  ) {}
}

/** 'analytics.token-revoked': the token is refused from the next request on. */
@CommandHandler(RevokeAnalyticsTokenCommand)
export class RevokeAnalyticsTokenHandler implements ICommandHandler<
  RevokeAnalyticsTokenCommand,
  CommandResult<void>
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly tokens: AnalyticsTokenStore,
  ) {}

  async execute({ adminId, tokenId }: RevokeAnalyticsTokenCommand): Promise<CommandResult<void>> {
    const now = this.clock.now().toISOString();
    const appended = await appendToTokensStream(this.store, this.tokens, adminId, (state) =>
      decideRevokeToken(state, { tokenId, revokedBy: adminId, now }),
    );
    return result(undefined, appended?.position ?? null);
  }
}
