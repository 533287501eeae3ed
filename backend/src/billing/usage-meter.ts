import { Inject, Injectable } from '@nestjs/common';
import type { UsageCounter } from '../contracts/billing';
import type { EventStore, GlobalPosition, StreamWrite } from '../eventstore/event-store.port';
import { retryOnConflict } from '../shared/cqrs/retry-on-conflict';
import { eventMetadata } from '../shared/request-context';
import { EVENT_STORE } from '../shared/tokens';
import { assertWithinLimit, decideUsage, foldUsage, usageStreamId, type LimitSource } from './domain/usage';
import { periodKey } from './domain/usage-period';
import type { BillingEvent } from '../contracts/billing';

export interface CountedUsage {
  usedAfter: number;
  limit: number;
  period: string;
  position: GlobalPosition;
}

/**
 * Counts a use (an export, a vibe-coding prompt) against the plan's monthly limit on the user's
 * usage stream of the month, appended with the version the limit was checked on, together with
 * whatever else the use writes: parallel requests can never pass the limit together.
 */
@Injectable()
export class UsageMeter {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Fails early (MonthlyLimitReached) when nothing of the counter is left this month. */
  async assertRemaining(userId: string, counter: UsageCounter, plan: LimitSource, now: Date): Promise<void> {
    const events = await this.store.readStream(usageStreamId(userId, periodKey(now)));
    const state = foldUsage(events as unknown as BillingEvent[]);
    assertWithinLimit(plan, counter, state.used[counter]);
  }

  async count(
    userId: string,
    counter: UsageCounter,
    plan: LimitSource,
    now: Date,
    alsoWrite: (usedAfter: number) => StreamWrite[] = () => [],
  ): Promise<CountedUsage> {
    return retryOnConflict(async () => {
      const period = periodKey(now);
      const streamId = usageStreamId(userId, period);
      const events = await this.store.readStream(streamId);
      const state = foldUsage(events as unknown as BillingEvent[]);
      const [counted] = decideUsage({ type: 'CountUsage', userId, counter, n: 1, plan, now }, state);
      const appended = await this.store.append(
        [
          {
            streamId,
            expectedVersion: events.length,
            events: [{ type: counted!.type, schemaVersion: 1, data: counted!.data }],
          },
          ...alsoWrite(counted!.data.usedAfter),
        ],
        { metadata: eventMetadata({ userId }) },
      );
      return {
        usedAfter: counted!.data.usedAfter,
        limit: counted!.data.limit,
        period,
        position: appended.position,
      };
    });
  }
}
