import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreatedAnalyticsToken } from '../../../contracts/analytics';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, type Clock } from '../../../shared/tokens';
import { ANALYTICS_TOKENS_STREAM, decideCreateToken } from '../../domain/analytics-tokens';
import { AnalyticsTokenStore } from '../../infrastructure/analytics-token-store';
import {
  generateAnalyticsToken,
  hashAnalyticsToken,
  tokenHint,
} from '../../infrastructure/analytics-token-secret';

export class CreateAnalyticsTokenCommand extends Command<CommandResult<CreatedAnalyticsToken>> {
  constructor(
    readonly adminId: string,
    readonly name: string,
  ) {
    super();
  }
}

/** A new token: its hash goes into 'analytics.token-created'; the token itself only into the answer. */
@CommandHandler(CreateAnalyticsTokenCommand)
export class CreateAnalyticsTokenHandler implements ICommandHandler<CreateAnalyticsTokenCommand> {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly tokens: AnalyticsTokenStore,
  ) {}

  execute({ adminId, name }: CreateAnalyticsTokenCommand) {
    const token = generateAnalyticsToken();
    const tokenId = randomUUID();
    const now = this.clock.now().toISOString();
    const created = { tokenId, name, tokenHash: hashAnalyticsToken(token), hint: tokenHint(token) };
    return this.runner.run({
      streamId: ANALYTICS_TOKENS_STREAM,
      reader: this.tokens.reader,
      decide: (state) => ({
        events: decideCreateToken(state, { ...created, createdBy: adminId, now }),
        metadata: eventMetadata({ userId: adminId }),
        value: { id: tokenId, name: name.trim(), token, createdAt: now },
      }),
    });
  }
}
