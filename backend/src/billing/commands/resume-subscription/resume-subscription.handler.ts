import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ResumeSubscriptionResponse } from '../../../contracts/billing';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { CLOCK, type Clock } from '../../../shared/tokens';
import type { Billing } from '../../adapters/billing.port';
import { assertCanResume, decide, snapshotOf } from '../../domain/subscription';
import { BILLING } from '../../infrastructure/billing.provider';
import { BillingRepository } from '../../infrastructure/billing-repository';

export class ResumeSubscriptionCommand extends Command<CommandResult<ResumeSubscriptionResponse>> {
  constructor(readonly userId: string) {
    super();
  }
}

/**
 * Resume (POST /api/resume-subscription): a subscription cancelling at period end renews again,
 * on the same plan and period; nothing is charged now. The provider is told first (Stripe stops
 * the scheduled cancellation), then the event log records 'billing.subscription-resumed'.
 */
@CommandHandler(ResumeSubscriptionCommand)
export class ResumeSubscriptionHandler implements ICommandHandler<ResumeSubscriptionCommand> {
  constructor(
    @Inject(BILLING) private readonly billing: Billing,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly repository: BillingRepository,
  ) {}

  execute({ userId }: ResumeSubscriptionCommand) {
    return this.repository.run(
      userId,
      async ({ state }) => {
        const now = this.clock.now();
        const subscription = assertCanResume(state, now);
        await this.billing.resumeSubscription(snapshotOf(subscription));
        const events = decide({ type: 'ResumeSubscription', now }, state);
        const value: ResumeSubscriptionResponse = {
          cancel_at_period_end: false,
          renewsAt: subscription.currentPeriodEnd,
        };
        return { events, now, value };
      },
      'fail', // the provider has been told
    );
  }
}
