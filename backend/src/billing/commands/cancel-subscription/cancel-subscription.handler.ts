import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CancelSubscriptionResponse } from '../../../contracts/billing';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { CLOCK, type Clock } from '../../../shared/tokens';
import type { Billing } from '../../adapters/billing.port';
import { assertCanCancel, decide, snapshotOf } from '../../domain/subscription';
import { BILLING } from '../../infrastructure/billing.provider';
import { BillingRepository } from '../../infrastructure/billing-repository';

export class CancelSubscriptionCommand extends Command<CommandResult<CancelSubscriptionResponse | null>> {
  /** `ifAny`: nothing to cancel is fine (account deletion) and answers null instead of 409. */
  constructor(
    readonly userId: string,
    readonly options: { ifAny?: boolean } = {},
  ) {
    super();
  }
}

/**
 * Cancel at period end (POST /api/cancel-subscription): the paid tier lasts until the period's end,
 * then the account is free, derived from the clock. An unpaid (incomplete) subscription is
 * abandoned at once. Demo and Stripe alike; Stripe is told first, so nothing renews.
 */
@CommandHandler(CancelSubscriptionCommand)
export class CancelSubscriptionHandler implements ICommandHandler<CancelSubscriptionCommand> {
  constructor(
    @Inject(BILLING) private readonly billing: Billing,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly repository: BillingRepository,
  ) {}

  execute({ userId, options }: CancelSubscriptionCommand) {
    return this.repository.run<CancelSubscriptionResponse | null>(
      userId,
      async ({ state }) => {
        const now = this.clock.now();
        let target: ReturnType<typeof assertCanCancel>;
        try {
          target = assertCanCancel(state, now);
        } catch (error) {
          if (options.ifAny) return { events: [], now, value: null };
          throw error;
        }
        const { subscription, atOnce } = target;
        if (!atOnce) await this.billing.cancelAtPeriodEnd(snapshotOf(subscription));
        const events = decide({ type: 'ScheduleCancel', now }, state);
        const value = {
          cancel_at_period_end: !atOnce,
          endsAt: atOnce ? now.toISOString() : subscription.currentPeriodEnd,
        };
        return { events, now, value };
      },
      'fail', // the provider has been told
    );
  }
}
