import { Inject, Injectable } from '@nestjs/common';
import type { UsageCounter } from '../contracts/billing';
import type { EventStore, GlobalPosition, StreamWrite } from '../eventstore/event-store.port';
import { CommandRunner } from '../shared/cqrs/command-runner';
import { streamReader } from '../shared/cqrs/stream-reader';
import { eventMetadata } from '../shared/request-context';
import { EVENT_STORE } from '../shared/tokens';
import type { LimitSource } from '@bb/kernel';
import { assertWithinLimit, decideUsage, usageStreamId } from './domain/usage';
import { periodKey } from './domain/usage-period';
import { toNewEvents } from './infrastructure/billing-repository';
import { usageStream } from './infrastructure/billing-streams';

export interface CountedUsage {
  usedAfter: number;
  limit: number;
  period: string;
  position: GlobalPosition;
}

/**
 * Counts a use (an export, a vibe-coding prompt) against the plan's monthly limit on the user's
 * usage stream of the month, appended with the version the limit was checked on, together with
 * whatever else the use writes (the runner's extra writes): parallel requests can never pass the
 * limit together (docs/architecture.md "Invariants across streams").
 */
@Injectable()
export class UsageMeter {
  private readonly usage = streamReader(usageStream);

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: CommandRunner,
  ) {}

  /** Fails early (MonthlyLimitReached) when nothing of the counter is left this month. */
  async assertRemaining(userId: string, counter: UsageCounter, plan: LimitSource, now: Date): Promise<void> {
    const { state } = await this.usage.load(this.store, usageStreamId(userId, periodKey(now)));
    assertWithinLimit(plan, counter, state.used[counter]);
  }

  async count(
    userId: string,
    counter: UsageCounter,
    plan: LimitSource,
    now: Date,
    alsoWrite: (usedAfter: number) => StreamWrite[] = () => [],
  ): Promise<CountedUsage> {
    const period = periodKey(now);
    const counted = await this.runner.run({
      streamId: usageStreamId(userId, period),
      reader: this.usage,
      decide: (state) => {
        const [event] = decideUsage({ type: 'CountUsage', userId, counter, n: 1, plan, now }, state);
        const { usedAfter, limit } = event!.data;
        return {
          events: toNewEvents([event!]),
          extraWrites: alsoWrite(usedAfter),
          metadata: eventMetadata({ userId }),
          value: { usedAfter, limit, period },
        };
      },
    });
    return { ...counted.value, position: counted.position! };
  }
}
