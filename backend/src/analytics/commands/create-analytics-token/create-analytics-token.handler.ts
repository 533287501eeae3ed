import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreatedAnalyticsToken } from '../../../contracts/analytics';
import type { EventStore } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { CLOCK, EVENT_STORE, type Clock } from '../../../shared/tokens';
import { decideCreateToken } from '../../domain/analytics-tokens';
import { AnalyticsTokenStore } from '../../infrastructure/analytics-token-store';
import {
  generateAnalyticsToken,
  hashAnalyticsToken,
  tokenHint,
} from '../../infrastructure/analytics-token-secret';
import { appendToTokensStream } from '../append-to-tokens-stream';

export class CreateAnalyticsTokenCommand {
  constructor(
    readonly adminId: string,
    readonly name: string,
  ) {}
}

/** A new token: its hash goes into 'analytics.token-created'; the token itself only into the answer. */
@CommandHandler(CreateAnalyticsTokenCommand)
export class CreateAnalyticsTokenHandler implements ICommandHandler<
  CreateAnalyticsTokenCommand,
  CommandResult<CreatedAnalyticsToken>
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly tokens: AnalyticsTokenStore,
  ) {}

  async execute({
    adminId,
    name,
  }: CreateAnalyticsTokenCommand): Promise<CommandResult<CreatedAnalyticsToken>> {
    const token = generateAnalyticsToken();
    const tokenId = randomUUID();
    const now = this.clock.now().toISOString();
    const appended = await appendToTokensStream(this.store, this.tokens, adminId, (state) =>
      decideCreateToken(state, {
        tokenId,
        name,
        tokenHash: hashAnalyticsToken(token),
        hint: tokenHint(token),
        createdBy: adminId,
        now,
      }),
    );
    return result({ id: tokenId, name: name.trim(), token, createdAt: now }, appended?.position ?? null);
  }
}
