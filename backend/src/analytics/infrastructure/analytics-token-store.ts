import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { analyticsTokenEventTypes } from '../../contracts/analytics';
import type { EventStore } from '../../eventstore/event-store.port';
import { streamReader, type StreamDefinition, type StreamReader } from '../../shared/cqrs/stream-reader';
import { EVENT_STORE } from '../../shared/tokens';
import {
  activeTokenByHash,
  ANALYTICS_TOKENS_STREAM,
  foldTokens,
  type AnalyticsTokenEvent,
  type TokenRecord,
  type TokensState,
} from '../domain/analytics-tokens';
import { ANALYTICS_TOKEN_PREFIX, hashAnalyticsToken } from './analytics-token-secret';

/** The `analytics-tokens` stream folded to the tokens by id, every event parsed. */
const tokensStream: StreamDefinition<TokensState, AnalyticsTokenEvent> = {
  schemas: {
    [analyticsTokenEventTypes.created]: z.looseObject({
      tokenId: z.string(),
      name: z.string(),
      tokenHash: z.string(),
      hint: z.string(),
      createdBy: z.string(),
      createdAt: z.string(),
    }),
    [analyticsTokenEventTypes.revoked]: z.looseObject({
      tokenId: z.string(),
      revokedBy: z.string(),
      revokedAt: z.string(),
    }),
  },
  fold: foldTokens,
};

/**
 * The tokens, read from their stream on every check: a revoked token is refused from the next
 * request on, with no read-model lag (the stream is small: two events per token at most).
 */
@Injectable()
export class AnalyticsTokenStore {
  /** For CommandRunner and the checks below: the whole stream, read every time. */
  readonly reader: StreamReader<TokensState> = streamReader(tokensStream);

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async load(): Promise<TokensState> {
    return (await this.reader.load(this.store, ANALYTICS_TOKENS_STREAM)).state;
  }

  /** The active token a bearer secret opens, or undefined. */
  async verify(secret: string): Promise<TokenRecord | undefined> {
    if (!secret.startsWith(ANALYTICS_TOKEN_PREFIX) || secret.length > 200) return undefined;
    return activeTokenByHash(await this.load(), hashAnalyticsToken(secret));
  }
}
