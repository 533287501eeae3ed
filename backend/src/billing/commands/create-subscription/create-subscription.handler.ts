import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import type { BillingInterval, CreateSubscriptionResponse, PaidTier } from '../../../contracts/billing';
import { AccountNotFound } from '../../../identity/domain/user';
import { findUserById } from '../../../identity/queries/user-read-model';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { CLOCK, KNEX, type Clock } from '../../../shared/tokens';
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
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly repository: BillingRepository,
  ) {}

  execute({ userId, tier, interval }: CreateSubscriptionCommand) {
    return this.repository.run(
      userId,
      async ({ state }) => {
        const now = this.clock.now();
        assertCanSubscribe(state, now);
        const user = await findUserById(this.knex, userId);
        if (!user) throw new AccountNotFound();
        const made = await this.billing.createSubscription(
          {
            userId,
            email: user.email,
            name: `${user.first_name} ${user.last_name}`.trim(),
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
