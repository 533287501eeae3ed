import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ResumeSubscriptionResponse } from '../../../contracts/billing';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { CLOCK, type Clock } from '../../../shared/tokens';
import type { Billing } from '../../adapters/billing.port';
import { assertCanResume, decide, snapshotOf } from '../../domain/subscription';
import { BILLING } from '../../infrastructure/billing.provider';
import { BillingRepository } from '../../infrastructure/billing-repository';

export class ResumeSubscriptionCommand {
  constructor(readonly userId: string) {}
}

/**
 * Resume (POST /api/resume-subscription): a subscription cancelling at period end renews again,
 * on the same plan and period; nothing is charged now. The provider is told first (Stripe stops
 * the scheduled cancellation), then the event log records 'billing.subscription-resumed'.
 */
@CommandHandler(ResumeSubscriptionCommand)
export class ResumeSubscriptionHandler implements ICommandHandler<
  ResumeSubscriptionCommand,
  CommandResult<ResumeSubscriptionResponse>
> {
  constructor(
    @Inject(BILLING) private readonly billing: Billing,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly repository: BillingRepository,
  ) {}

  async execute({ userId }: ResumeSubscriptionCommand) {
    const now = this.clock.now();
    const loaded = await this.repository.load(userId);
    const subscription = assertCanResume(loaded.state, now);
    await this.billing.resumeSubscription(snapshotOf(subscription));
    const events = decide({ type: 'ResumeSubscription', now }, loaded.state);
    const position = await this.repository.append(loaded, events, now);
    return result<ResumeSubscriptionResponse>(
      { cancel_at_period_end: false, renewsAt: subscription.currentPeriodEnd },
      position,
    );
  }
}
