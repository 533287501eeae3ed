import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UsageCounter } from '../../../contracts/billing';
import type { EventStore } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, EVENT_STORE, type Clock } from '../../../shared/tokens';
import { accessAt } from '../../domain/subscription';
import { BillingRepository } from '../../infrastructure/billing-repository';
import { retryOnConflict } from '../../infrastructure/retry-on-conflict';
import { prepareUsageCount } from '../../infrastructure/usage-count';

export class CountUsageCommand {
  constructor(
    readonly userId: string,
    readonly counter: UsageCounter,
    readonly n = 1,
  ) {}
}

export interface CountedUsage {
  counter: UsageCounter;
  period: string;
  used: number;
  /** -1 unlimited. */
  limit: number;
}

/**
 * Counts uses against the monthly limit of the plan in effect now (trial included), on the user's
 * usage stream of the month: 20 parallel counts never pass the limit (the rest answer 403
 * 'Monthly ... limit reached'). For callers that have no event of their own to append with it;
 * exports and vibe coding put prepareUsageCount's write in their own append instead.
 */
@CommandHandler(CountUsageCommand)
export class CountUsageHandler implements ICommandHandler<CountUsageCommand, CommandResult<CountedUsage>> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly repository: BillingRepository,
  ) {}

  execute({ userId, counter, n }: CountUsageCommand) {
    return retryOnConflict(async () => {
      const now = this.clock.now();
      const { limits } = accessAt((await this.repository.load(userId)).state, now);
      const { write, counted } = await prepareUsageCount(this.store, { userId, counter, n, limits, now });
      const appended = await this.store.append([write], { metadata: eventMetadata({}, now) });
      const { period, usedAfter, limit } = counted.data;
      return result<CountedUsage>({ counter, period, used: usedAfter, limit }, appended.position);
    });
  }
}
