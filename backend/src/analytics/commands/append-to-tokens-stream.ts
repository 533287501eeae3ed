import { ConcurrencyError } from '../../eventstore/errors';
import type { AppendResult, EventStore } from '../../eventstore/event-store.port';
import { eventMetadata } from '../../shared/request-context';
import {
  ANALYTICS_TOKENS_STREAM,
  type AnalyticsTokenEvent,
  type TokensState,
} from '../domain/analytics-tokens';
import type { AnalyticsTokenStore } from '../infrastructure/analytics-token-store';

/**
 * Loads the tokens, decides, appends with the stream's version; on a concurrent change (two admins
 * at once) it decides again on the new state, a few times.
 */
export async function appendToTokensStream(
  store: EventStore,
  tokens: AnalyticsTokenStore,
  actorId: string,
  decide: (state: TokensState) => AnalyticsTokenEvent[],
): Promise<AppendResult | null> {
  for (let attempt = 1; ; attempt += 1) {
    const { tokens: state, version } = await tokens.load();
    const events = decide(state);
    if (events.length === 0) return null;
    try {
      return await store.append(
        [
          {
            streamId: ANALYTICS_TOKENS_STREAM,
            expectedVersion: version,
            events: events.map((e) => ({ type: e.type, data: e.data })),
          },
        ],
        { metadata: eventMetadata({ userId: actorId }) },
      );
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= 5) throw error;
    }
  }
}
