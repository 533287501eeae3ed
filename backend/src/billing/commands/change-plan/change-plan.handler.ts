import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BillingEvent, BillingInterval, UpgradeSubscriptionResponse } from '../../../contracts/billing';
import type { Tier } from '../../../contracts/options';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { CLOCK, type Clock } from '../../../shared/tokens';
import type { Billing } from '../../adapters/billing.port';
import {
  accessAt,
  assertCanChangeTier,
  decide,
  isTrialActive,
  liveSubscription,
  SameTier,
  snapshotOf,
} from '../../domain';
import { BILLING } from '../../infrastructure/billing.provider';
import {
  applied,
  BillingRepository,
  type BillingDecision,
  type LoadedBilling,
} from '../../infrastructure/billing-repository';

export class ChangePlanCommand extends Command<CommandResult<UpgradeSubscriptionResponse>> {
  constructor(
    readonly userId: string,
    readonly targetTier: Tier,
    readonly interval?: BillingInterval,
  ) {
    super();
  }
}

/**
 * Upgrade or downgrade (POST /api/upgrade-subscription). Between paid tiers: at once and prorated
 * through the provider; a Stripe upgrade that waits for a payment changes nothing yet (applied:
 * false with the client secret; the webhook records it once paid). To free: a trial ends at once,
 * a paid subscription is cancelled at the end of its period (paid time is not thrown away), an
 * unpaid (incomplete) one is abandoned at once.
 */
@CommandHandler(ChangePlanCommand)
export class ChangePlanHandler implements ICommandHandler<ChangePlanCommand> {
  constructor(
    @Inject(BILLING) private readonly billing: Billing,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly repository: BillingRepository,
  ) {}

  execute({ userId, targetTier, interval }: ChangePlanCommand) {
    return this.repository.run(
      userId,
      (loaded) => (targetTier === 'free' ? this.toFree(loaded) : this.toPaid(loaded, targetTier, interval)),
      'fail', // the provider has been told
    );
  }

  private async toPaid(
    loaded: LoadedBilling,
    targetTier: Exclude<Tier, 'free'>,
    interval: BillingInterval | undefined,
  ): Promise<BillingDecision<UpgradeSubscriptionResponse>> {
    const now = this.clock.now();
    const { subscription } = assertCanChangeTier(loaded.state, targetTier, now);
    const change = await this.billing.changeTier(snapshotOf(subscription), targetTier, interval);
    const mode = this.billing.mode;
    if (!change.applied) {
      const tier = accessAt(loaded.state, now).tier;
      return { events: [], now, value: { tier, applied: false, clientSecret: change.clientSecret, mode } };
    }
    const events = decide({ type: 'ChangeTier', targetTier, interval, now }, loaded.state);
    events.push(
      ...decide(
        { type: 'SyncSubscription', subscription: change.subscription, now },
        applied(loaded.state, events),
      ),
    );
    if (change.latestInvoice?.status === 'paid') {
      const invoice = change.latestInvoice;
      const paid = {
        providerSubscriptionId: subscription.providerSubscriptionId,
        tier: targetTier,
        invoice,
        period: null,
      };
      events.push(...decide({ type: 'RecordInvoicePaid', ...paid, now }, applied(loaded.state, events)));
    }
    const tier = accessAt(applied(loaded.state, events), now).tier;
    return { events, now, value: { tier, applied: true, clientSecret: null, mode } };
  }

  private async toFree({ state }: LoadedBilling): Promise<BillingDecision<UpgradeSubscriptionResponse>> {
    const now = this.clock.now();
    if (accessAt(state, now).tier === 'free' && state.subscription?.status !== 'incomplete')
      throw new SameTier('free');
    const events: BillingEvent[] = [];
    const live = liveSubscription(state, now);
    if (state.subscription?.status === 'incomplete') {
      events.push(...decide({ type: 'ScheduleCancel', now }, state));
    } else if (live !== null && !live.cancelAtPeriodEnd) {
      await this.billing.cancelAtPeriodEnd(snapshotOf(live));
      events.push(...decide({ type: 'ScheduleCancel', now }, state));
    }
    if (isTrialActive(applied(state, events), now))
      events.push(...decide({ type: 'EndTrial', now }, applied(state, events)));
    const tier = accessAt(applied(state, events), now).tier;
    return { events, now, value: { tier, applied: true, clientSecret: null, mode: this.billing.mode } };
  }
}
