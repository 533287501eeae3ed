import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BillingInterval, CreateSubscriptionResponse, PaidTier } from '../../../contracts/billing';
import { ACCOUNT_DIRECTORY, type AccountDirectory } from '../../../shared/account-directory.port';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { CLOCK, type Clock } from '../../../shared/tokens';
import type { Billing } from '../../adapters/billing.port';
import { assertCanSubscribe, decide } from '../../domain/subscription';
import { BILLING } from '../../infrastructure/billing.provider';
import { applied, BillingRepository } from '../../infrastructure/billing-repository';

export class CreateSubscriptionCommand extends Command<CommandResult<CreateSubscriptionResponse>> {
  constructor(
    readonly userId: string,
    readonly tier: PaidTier,
    readonly interval: BillingInterval = 'month',
  ) {
    super();
  }
}

/**
 * Subscribe (the /subscribe page). Refused while a subscription is live (change its tier instead).
 * Demo: active at once with a paid demo invoice, which ends the trial. Stripe: created incomplete;
 * the client secret goes to the card form and the webhook activates it once the invoice is paid.
 */
@CommandHandler(CreateSubscriptionCommand)
export class CreateSubscriptionHandler implements ICommandHandler<CreateSubscriptionCommand> {
  constructor(
    @Inject(BILLING) private readonly billing: Billing,
    @Inject(ACCOUNT_DIRECTORY) private readonly accounts: AccountDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly repository: BillingRepository,
  ) {}

  execute({ userId, tier, interval }: CreateSubscriptionCommand) {
    return this.repository.run(
      userId,
      async ({ state }) => {
        const now = this.clock.now();
        assertCanSubscribe(state, now);
        const holder = await this.accounts.contactOf(userId);
        const made = await this.billing.createSubscription(
          {
            userId,
            email: holder.email,
            name: holder.name,
            providerCustomerId: state.providerCustomerId,
          },
          tier,
          interval,
        );
        const events = decide(
          { type: 'CreateSubscription', userId, subscription: made.subscription, now },
          state,
        );
        if (made.latestInvoice?.status === 'paid') {
          events.push(
            ...decide(
              {
                type: 'RecordInvoicePaid',
                providerSubscriptionId: made.providerSubscriptionId,
                tier,
                invoice: made.latestInvoice,
                period: null,
                now,
              },
              applied(state, events),
            ),
          );
        }
        const value: CreateSubscriptionResponse = {
          clientSecret: made.clientSecret,
          subscriptionId: made.providerSubscriptionId,
          mode: this.billing.mode,
          status: made.status,
        };
        return { events, now, value };
      },
      'fail', // the provider has been told
    );
  }
}
