import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '../../eventstore/event-store.port';
import { EVENT_STORE } from '../../shared/tokens';
import {
  activeTokenByHash,
  ANALYTICS_TOKENS_STREAM,
  foldTokens,
  type TokenRecord,
} from '../domain/analytics-tokens';
import { ANALYTICS_TOKEN_PREFIX, hashAnalyticsToken } from './analytics-token-secret';

/**
 * The tokens, read from their stream on every check: a revoked token is refused from the next
 * request on, with no read-model lag (the stream is small: two events per token at most).
 */
@Injectable()
export class AnalyticsTokenStore {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async load(): Promise<{ tokens: Map<string, TokenRecord>; version: number }> {
    const events = await this.store.readStream(ANALYTICS_TOKENS_STREAM);
    return { tokens: foldTokens(events), version: events.length };
  }

  /** The active token a bearer secret opens, or undefined. */
  async verify(secret: string): Promise<TokenRecord | undefined> {
    if (!secret.startsWith(ANALYTICS_TOKEN_PREFIX) || secret.length > 200) return undefined;
    const { tokens } = await this.load();
    return activeTokenByHash(tokens, hashAnalyticsToken(secret));
  }
}
