import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UsageCounter } from '../../../contracts/billing';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { streamReader } from '../../../shared/cqrs/stream-reader';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, type Clock } from '../../../shared/tokens';
import { accessAt } from '../../domain/subscription';
import { decideUsage, usageStreamId } from '../../domain/usage';
import { periodKey } from '../../domain/usage-period';
import { BillingRepository, toNewEvents } from '../../infrastructure/billing-repository';
import { usageStream } from '../../infrastructure/billing-streams';

export interface CountedUsage {
  counter: UsageCounter;
  period: string;
  used: number;
  /** -1 unlimited. */
  limit: number;
}

export class CountUsageCommand extends Command<CommandResult<CountedUsage>> {
  constructor(
    readonly userId: string,
    readonly counter: UsageCounter,
    readonly n = 1,
  ) {
    super();
  }
}

/**
 * Counts uses against the monthly limit of the plan in effect now (trial included), on the user's
 * usage stream of the month: 20 parallel counts never pass the limit (the rest answer 403
 * 'Monthly ... limit reached'). For callers that have no event of their own to append with it;
 * exports and vibe coding count through UsageMeter, with their own event in the same append.
 */
@CommandHandler(CountUsageCommand)
export class CountUsageHandler implements ICommandHandler<CountUsageCommand> {
  private readonly usage = streamReader(usageStream);

  constructor(
    private readonly runner: CommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly repository: BillingRepository,
  ) {}

  execute({ userId, counter, n }: CountUsageCommand) {
    const now = this.clock.now();
    return this.runner.run({
      streamId: usageStreamId(userId, periodKey(now)),
      reader: this.usage,
      decide: async (usage) => {
        const { limits } = accessAt((await this.repository.load(userId)).state, now);
        const [counted] = decideUsage({ type: 'CountUsage', userId, counter, n, plan: limits, now }, usage);
        const { period, usedAfter, limit } = counted!.data;
        return {
          events: toNewEvents([counted!]),
          metadata: eventMetadata({}, now),
          value: { counter, period, used: usedAfter, limit },
        };
      },
    });
  }
}
