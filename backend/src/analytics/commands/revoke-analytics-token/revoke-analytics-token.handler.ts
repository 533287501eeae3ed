import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, type Clock } from '../../../shared/tokens';
import { ANALYTICS_TOKENS_STREAM, decideRevokeToken } from '../../domain/analytics-tokens';
import { AnalyticsTokenStore } from '../../infrastructure/analytics-token-store';

export class RevokeAnalyticsTokenCommand extends Command<CommandResult<void>> {
  constructor(
    readonly adminId: string,
    readonly tokenId: string,
  ) {
    super();
  }
}

/** 'analytics.token-revoked': the token is refused from the next request on. */
@CommandHandler(RevokeAnalyticsTokenCommand)
export class RevokeAnalyticsTokenHandler implements ICommandHandler<RevokeAnalyticsTokenCommand> {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly tokens: AnalyticsTokenStore,
  ) {}

  execute({ adminId, tokenId }: RevokeAnalyticsTokenCommand) {
    const now = this.clock.now().toISOString();
    return this.runner.run({
      streamId: ANALYTICS_TOKENS_STREAM,
      reader: this.tokens.reader,
      decide: (state) => ({
        events: decideRevokeToken(state, { tokenId, revokedBy: adminId, now }),
        metadata: eventMetadata({ userId: adminId }),
        value: undefined,
      }),
    });
  }
}
